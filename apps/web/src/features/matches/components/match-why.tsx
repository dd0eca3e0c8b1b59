import { matchTexts, type Explanation } from '@venuescout/contracts';

/**
 * The "Why this venue" panel: the paper's terms that weigh toward the venue, the areas they share, and
 * which of the paper's terms each published paper like it shares.
 */
export function MatchWhy({ explanation }: { explanation: Explanation }) {
  const sharing = explanation.similarPapers.flatMap((paper) => {
    const shared = matchTexts.sharedTerms(paper);
    return shared ? [{ paper, shared }] : [];
  });
  return (
    <section>
      <h3 className="font-semibold text-slate-900">Why this venue</h3>
      <p className="text-slate-700">
        {explanation.terms.length > 0
          ? `Your paper's terms: ${explanation.terms.join(', ')}.`
          : 'Matched on the venue’s research areas.'}
        {explanation.areas.length > 0 ? ` Shared areas: ${explanation.areas.join(', ')}.` : ''}
      </p>
      {sharing.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700">What the published papers like yours share with your paper:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {sharing.map(({ paper, shared }, index) => (
              <li key={`${index}-${paper.url}`}>
                <span className="font-medium">“{paper.title}”</span>: {shared}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
