import type { Disagreement, Edition } from '@venuescout/contracts';
import { formatInAoe, formatInLocal } from '../../../lib/format-deadline';
import {
  findLateAbstracts,
  findOtherValues,
  findUnlistedDeadlines,
} from '../utils/read-deadline-disagreements';

/**
 * Every edition of a venue, newest first, with each deadline in AoE, local time and as published, and
 * what another source says where the sources disagree.
 */
export function EditionList({
  editions,
  disagreements = [],
}: {
  editions: Edition[];
  disagreements?: Disagreement[];
}) {
  return (
    <section aria-labelledby="editions" className="mt-8">
      <h2 id="editions" className="mb-3 text-xl font-semibold text-slate-900">
        Editions
      </h2>
      {editions.length === 0 ? (
        <p className="text-slate-600">No edition is recorded in the catalog's sources.</p>
      ) : (
        <ol className="space-y-4">
          {editions.map((edition) => (
            <li key={edition.year} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="text-base font-semibold text-slate-900">
                {edition.year}
                {edition.place ? ` · ${edition.place}` : ''}
                {edition.dates?.text ? ` · ${edition.dates.text}` : ''}
              </h3>
              {edition.url ? (
                <a
                  href={edition.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-indigo-700 underline"
                >
                  {edition.url}
                </a>
              ) : null}
              {edition.deadlines.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No deadlines published.</p>
              ) : (
                <table className="mt-3 w-full text-left text-sm">
                  <caption className="sr-only">Deadlines of the {edition.year} edition</caption>
                  <thead className="text-slate-600">
                    <tr>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        What
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        Anywhere on Earth
                      </th>
                      <th scope="col" className="hidden py-1 pr-3 font-medium md:table-cell">
                        Your time
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Published as
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {edition.deadlines.map((deadline) => (
                      <tr
                        key={`${deadline.kind}-${deadline.track ?? ''}-${deadline.at}`}
                        className="border-t border-slate-100 align-top"
                      >
                        <td className="py-1.5 pr-3 font-medium text-slate-900">
                          {deadline.kind}
                          {deadline.track ? (
                            <span className="font-normal text-slate-600"> · {deadline.track}</span>
                          ) : null}
                          {deadline.comment ? (
                            <span className="block text-xs font-normal text-slate-600">
                              {deadline.comment}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-1.5 pr-3">
                          <time dateTime={deadline.at}>{formatInAoe(deadline.at)}</time>
                          {findOtherValues(disagreements, { year: edition.year, ...deadline }).map(
                            (other) => (
                              <span key={other.source} className="block text-xs text-amber-800">
                                Another source says <time dateTime={other.at}>{formatInAoe(other.at)}</time> (
                                {other.source})
                              </span>
                            ),
                          )}
                        </td>
                        <td className="hidden py-1.5 pr-3 md:table-cell">{formatInLocal(deadline.at)}</td>
                        <td className="py-1.5 text-slate-600">
                          {deadline.timezone} <span className="text-xs">({deadline.source})</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {findLateAbstracts(disagreements, edition.year).map((late) => (
                <p key={`late-${late.source}-${late.at}`} className="mt-2 text-xs text-amber-800">
                  {late.source} also gives an abstract deadline on{' '}
                  <time dateTime={late.at}>{formatInAoe(late.at)}</time>, after the paper deadline; it is left
                  out as a likely registration date or swap.
                </p>
              ))}
              {findUnlistedDeadlines(disagreements, edition.year).map((other) => (
                <p key={`${other.source}-${other.at}`} className="mt-2 text-xs text-amber-800">
                  Another source also lists a {other.kind} deadline on{' '}
                  <time dateTime={other.at}>{formatInAoe(other.at)}</time> ({other.source}).
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
