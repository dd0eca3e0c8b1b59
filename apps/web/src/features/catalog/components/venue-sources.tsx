import type { VenueDetail } from '@venuescout/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const describe = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** Where the venue's facts come from, field by field, and where the sources disagreed. */
export function VenueSources({ venue }: { venue: VenueDetail }) {
  const provenance = Object.entries(venue.provenance).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="sources" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="sources" className="mb-2 text-base font-semibold text-slate-900">
        Sources
      </h2>
      <p className="text-sm text-slate-700">
        Compiled from {venue.sources.join(', ')}. See{' '}
        <Link to={paths.sources} className="font-medium text-indigo-700 underline">
          Data sources
        </Link>{' '}
        for the licences.
      </p>
      {provenance.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            Which source gave which field
          </summary>
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {provenance.map(([field, source]) => (
              <div key={field} className="flex gap-2">
                <dt className="text-slate-600">{field}</dt>
                <dd className="text-slate-900">{describe(source)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {venue.disagreements.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          The sources disagreed on{' '}
          {venue.disagreements.length === 1 ? 'one value' : `${venue.disagreements.length} values`}; the most
          recently maintained source was preferred.
        </p>
      ) : null}
    </section>
  );
}
