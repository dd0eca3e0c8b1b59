import { CoverageSchema, type Analysis, type Submission } from '@venuescout/contracts';
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
    // Parsed, not cast: coverage stored before `reason` or `unfamiliarTerms` was recorded reads as having none.
    coverage: view.submission.coverage ? CoverageSchema.parse(view.submission.coverage) : null,
    matches: view.matches,
  };
}
