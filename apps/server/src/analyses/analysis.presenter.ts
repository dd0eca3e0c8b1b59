import {
  CoverageSchema,
  toArea,
  type Analysis,
  type Submission,
  type SubmissionList,
} from '@venuescout/contracts';
import type { schema } from '@venuescout/db';
import type { AnalysisView } from './analysis-view.ts';

type AnalysisRow = typeof schema.submissions.$inferSelect;

// Analyses store areas as labels; answers add each one's slug, so every answer names areas both ways.
const toSlugs = (areas: string[]) => areas.map((area) => toArea(area).slug);

/** Shapes an analysis's paper and date (`SubmissionSchema`, the public API's name for it). */
function presentPaper(row: AnalysisRow): Submission {
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

/** The research areas in both forms: labels as stored, and their taxonomy slugs. */
function presentResearchAreas(row: AnalysisRow) {
  return {
    researchAreas: row.researchAreas,
    researchAreaSlugs: toSlugs(row.researchAreas),
  };
}

/** Shapes one analysis of a list (`SubmissionListSchema` items). */
export function presentAnalysisListItem(row: AnalysisRow): SubmissionList['items'][number] {
  return { ...presentPaper(row), ...presentResearchAreas(row) };
}

/** Shapes an analysis with its matches (`AnalysisSchema`). */
export function presentAnalysis(view: AnalysisView): Analysis {
  return {
    submission: presentPaper(view.analysis),
    ...presentResearchAreas(view.analysis),
    // Parsed, not cast: coverage stored before `reason` or `unfamiliarTerms` was recorded reads as having none.
    coverage: view.analysis.coverage ? CoverageSchema.parse(view.analysis.coverage) : null,
    matches: view.matches.map((match) => ({
      ...match,
      explanation: { ...match.explanation, areaSlugs: toSlugs(match.explanation.areas) },
    })),
    dismissedVenueIds: view.dismissedVenueIds,
  };
}
