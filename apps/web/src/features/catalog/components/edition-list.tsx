import type { Disagreement, Edition } from '@venuescout/contracts';
import { formatInLocal } from '../../../lib/format-deadline';
import { findLateAbstracts, findUnlistedDeadlines } from '../utils/read-deadline-disagreements';
import { EditionTimeline } from './edition-timeline';

/**
 * Every edition of a venue, newest first, each as a timeline of its dates then the conference, with what
 * another source says where the sources disagree.
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
              <h3 className="text-base font-semibold text-slate-900">{edition.year}</h3>
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
              <EditionTimeline edition={edition} disagreements={disagreements} />
              {findLateAbstracts(disagreements, edition.year).map((late) => (
                <p key={`late-${late.source}-${late.at}`} className="mt-2 text-xs text-amber-800">
                  {late.source} also gives an abstract deadline on{' '}
                  <time dateTime={late.at}>{formatInLocal(late.at)}</time>, after the paper deadline; it is
                  left out as a likely registration date or swap.
                </p>
              ))}
              {findUnlistedDeadlines(disagreements, edition.year).map((other) => (
                <p key={`${other.source}-${other.at}`} className="mt-2 text-xs text-amber-800">
                  Another source also lists a {other.kind} deadline on{' '}
                  <time dateTime={other.at}>{formatInLocal(other.at)}</time> ({other.source}).
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
