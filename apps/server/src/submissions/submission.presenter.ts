import type { Analysis, Coverage, Submission } from '@venuescout/contracts';
import type { schema } from '@venuescout/db';
import type { AnalysisView } from './get-submission.ts';

/** Shapes a stored submission row (`SubmissionSchema`). */
export function presentSubmission(row: typeof schema.submissions.$inferSelect): Submission {
  return {
    id: row.id,
    title: row.title,
    theme: row.theme,
    abstract: row.abstract,
    keywords: row.keywords,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Shapes an analysis with its matches (`AnalysisSchema`). */
export function presentAnalysis(view: AnalysisView): Analysis {
  return {
    submission: presentSubmission(view.submission),
    researchAreas: view.submission.researchAreas,
    // Coverage stored before `reason` was recorded reads as having none.
    coverage: view.submission.coverage ? withReason(view.submission.coverage as Partial<Coverage>) : null,
    matches: view.matches,
  };
}

/** Coverage as stored; rows written before `reason` was recorded read as having none. */
function withReason(stored: Partial<Coverage>): Coverage {
  return { ...(stored as Coverage), reason: stored.reason ?? null };
}
