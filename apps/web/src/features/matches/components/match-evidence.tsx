import { fitLabel, matchTexts, type Coverage, type Match } from '@venuescout/contracts';
import { FormAlert } from '../../../components/ui/form-alert';

const fitStyles = {
  strong: 'bg-emerald-100 text-emerald-900',
  good: 'bg-indigo-100 text-indigo-900',
  weak: 'bg-slate-100 text-slate-800',
} as const;

/** The fit label of a ranked venue and, when recorded, what its place rests on. */
export function MatchFit({ match }: { match: Pick<Match, 'relevance' | 'evidence'> }) {
  const label = fitLabel(match.relevance, match.evidence?.level ?? null);
  return (
    <div className="flex flex-col gap-1">
      <span className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${fitStyles[label]}`}>
        {matchTexts.fit(label)}
      </span>
      {match.evidence ? (
        <p className="text-xs text-slate-600">{matchTexts.evidence(match.evidence)}</p>
      ) : null}
    </div>
  );
}

/** Says plainly, above the results, when little or no published evidence stands behind them. */
export function CoverageNotice({ coverage }: { coverage: Coverage | null }) {
  const text = coverage ? matchTexts.coverage(coverage) : null;
  if (!coverage || !text) return null;
  return (
    <div className="mb-4" data-testid="coverage-notice">
      <FormAlert tone="info">
        <p className="font-semibold">{matchTexts.coverageHeading(coverage)}</p>
        <p>{text}</p>
      </FormAlert>
    </div>
  );
}

/** What a relevance percentage means, on demand. */
export function RelevanceExplanation() {
  return (
    <details className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-indigo-700">What does relevance mean?</summary>
      <p className="mt-2">{matchTexts.relevanceExplained}</p>
    </details>
  );
}
