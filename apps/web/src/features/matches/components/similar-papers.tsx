import { citationParts, type SimilarPaper } from '@venuescout/contracts';
import { useId } from 'react';

/** One similar paper as a citation, “Title.” ACRONYM YEAR., its title linking to the paper or its record. */
function SimilarPaperCitation({ paper }: { paper: SimilarPaper }) {
  const { title, afterTitle, source } = citationParts(paper);
  return (
    <cite className="not-italic">
      “
      <a
        href={paper.url}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {title}
      </a>
      {afterTitle}” {source}
    </cite>
  );
}

/**
 * “Published papers like yours”: the venue's own papers closest to the researcher's, as citations the
 * researcher can open and check. Nothing is shown when the venue has none (a venue placed by field).
 */
export function SimilarPapers({ papers }: { papers: readonly SimilarPaper[] }) {
  const headingId = useId();
  if (papers.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Published papers like yours
      </h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {papers.map((paper, index) => (
          <li key={`${index}-${paper.url}`}>
            <SimilarPaperCitation paper={paper} />
          </li>
        ))}
      </ul>
    </section>
  );
}
