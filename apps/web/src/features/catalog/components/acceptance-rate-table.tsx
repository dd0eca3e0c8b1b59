import type { AcceptanceRate } from '@venuescout/contracts';
import { formatCount } from '../../../lib/format-count';

/** A venue's acceptance rates by year, newest first, each with its counts and where the figure comes from. */
export function AcceptanceRateTable({ rates }: { rates: AcceptanceRate[] }) {
  if (rates.length === 0) return null;
  const newestFirst = [...rates].sort((a, b) => b.year - a.year);
  return (
    <section aria-labelledby="acceptance-rates" className="mt-8">
      <h2 id="acceptance-rates" className="mb-3 text-xl font-semibold text-slate-900">
        Acceptance rates
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Acceptance rates by year, with their sources</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Year
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Rate
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Accepted / submitted
              </th>
              <th scope="col" className="py-1 font-medium">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((rate) => (
              <tr key={rate.year} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
                  {rate.year}
                </th>
                <td className="py-1.5 pr-3">{(rate.rate * 100).toFixed(1)} %</td>
                <td className="py-1.5 pr-3">
                  {rate.accepted !== undefined && rate.submitted !== undefined
                    ? `${formatCount(rate.accepted)} / ${formatCount(rate.submitted)}`
                    : '—'}
                </td>
                <td className="py-1.5">
                  {rate.source}
                  {rate.reference ? (
                    <>
                      {' · '}
                      <a
                        href={rate.reference}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-indigo-700 underline"
                      >
                        cited figure<span className="sr-only"> for {rate.year}</span>
                      </a>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
