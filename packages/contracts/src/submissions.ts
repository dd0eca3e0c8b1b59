import { z } from 'zod';
import { DismissedVenuesSchema } from './dismissed-venues.ts';
import { CoverageSchema, EvidenceSchema } from './fit.ts';
import { SimilarPapersSchema } from './similar-papers.ts';
import {
  AcceptanceRateSchema,
  NextDeadlineSchema,
  NotificationSchema,
  VenueCoreSchema,
  VenueSummarySchema,
} from './venues.ts';

/** A stored analysis. */
export const SubmissionSchema = z.object({
  /** Analysis id. */
  id: z.string(),
  /** Paper title. */
  title: z.string(),
  /** Main theme or domain. */
  theme: z.string(),
  /** Abstract as entered. */
  abstract: z.string(),
  /** Keywords as kept. */
  keywords: z.array(z.string()),
  /** `draft` for every analysis so far. */
  status: z.string(),
  /** ISO-8601 instant of the analysis. */
  createdAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** Advice for adapting the paper to one venue (the specification's recommendation lists). */
export const RecommendationsSchema = z.object({
  /** What to foreground so the paper fits the venue. */
  contentAlignmentTips: z.array(z.string()),
  /** Sourced formatting facts: page limits, templates, anonymity. */
  formattingGuidelines: z.array(z.string()),
  /** What to add, cut or reframe. */
  scopeAdjustments: z.array(z.string()),
  /** Sections the venue requires, such as a limitations section. */
  requiredSections: z.array(z.string()),
  /** The first sourced requirement about words or pages, if any. */
  wordLimitInfo: z.string().nullable(),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;

/** Why a venue was matched, as an analysis stores it. */
export const ExplanationSchema = z.object({
  /** The paper's terms and phrases that weigh most toward the venue. */
  terms: z.array(z.string()),
  /** Research areas the paper and the venue share. */
  areas: z.array(z.string()),
  /** Published papers of the venue most like the researcher's, most similar first (at most three). */
  similarPapers: SimilarPapersSchema,
});
export type Explanation = z.infer<typeof ExplanationSchema>;

/** The venue as stored with the analysis: its facts as of the analysis, and a description. */
export const MatchedVenueSchema = VenueCoreSchema.extend({
  /** One-sentence description built from catalog facts. */
  description: z.string(),
  /** Next deadline as of the analysis. */
  nextDeadline: NextDeadlineSchema.nullable(),
  /** The decision date that goes with `nextDeadline`; null when unknown or for analyses stored before it was. */
  notification: NotificationSchema.nullable().default(null),
  /** The newest acceptance rate as of the analysis; null when unknown or for analyses stored before it was. */
  latestAcceptanceRate: AcceptanceRateSchema.nullable().default(null),
});
export type MatchedVenue = z.infer<typeof MatchedVenueSchema>;

/** One ranked venue of an analysis. */
export const MatchSchema = z.object({
  /** The venue. */
  venue: MatchedVenueSchema,
  /**
   * Fit from 0 to 100, a percentile: the share of the venue's own published papers (of its field's, for
   * a venue placed by field only) that the paper scores higher than at the venue (see `fitLabel`).
   */
  relevance: z.number().int().min(0).max(100),
  /** Whether the venue's place rests on its papers or on its field only; null for analyses stored before it was recorded. */
  evidence: EvidenceSchema.nullable(),
  /** Why this venue, with the shared areas in both forms. */
  explanation: ExplanationSchema.extend({
    /** The taxonomy slugs of `areas`, in the same order. */
    areaSlugs: z.array(z.string()),
  }),
  /** What to adapt. */
  recommendations: RecommendationsSchema,
});
export type Match = z.infer<typeof MatchSchema>;

/** An analysis with its ranked venues (`POST /api/submissions`, `GET /api/submissions/:id`). */
export const AnalysisSchema = z.object({
  /** The analysis. */
  submission: SubmissionSchema,
  /** The paper's research areas, as labels ("Natural language processing"). */
  researchAreas: z.array(z.string()),
  /** The taxonomy slugs of `researchAreas`, in the same order. */
  researchAreaSlugs: z.array(z.string()),
  /** How much published evidence stands behind the ranking; null for analyses made before it was measured. */
  coverage: CoverageSchema.nullable(),
  /** Ranked venues, best first. */
  matches: z.array(MatchSchema),
  /** Catalog ids of the venues the researcher dismissed from this analysis, in ranked order. */
  dismissedVenueIds: DismissedVenuesSchema.shape.dismissedVenueIds,
});
export type Analysis = z.infer<typeof AnalysisSchema>;

/** The user's analyses, newest first (`GET /api/submissions`). */
export const SubmissionListSchema = z.object({
  /** Analyses, newest first. */
  items: z.array(
    SubmissionSchema.extend({
      /** The paper's research areas, as labels. */
      researchAreas: z.array(z.string()),
      /** The taxonomy slugs of `researchAreas`, in the same order. */
      researchAreaSlugs: z.array(z.string()),
    }),
  ),
});
export type SubmissionList = z.infer<typeof SubmissionListSchema>;

/** Save a venue (`POST /api/favorites`). */
export const FavoriteInputSchema = z.object({
  /** Catalog id of the venue. */
  venueId: z.string().trim().min(1, 'Venue is required').max(200),
});
export type FavoriteInput = z.infer<typeof FavoriteInputSchema>;

/** A saved venue. */
export const FavoriteSchema = z.object({
  /** The venue, as it is in the catalog now. */
  venue: VenueSummarySchema,
  /** ISO-8601 instant it was saved. */
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof FavoriteSchema>;

/** The user's favourites, newest first (`GET /api/favorites`). */
export const FavoriteListSchema = z.object({
  /** Favourites, newest first. */
  items: z.array(FavoriteSchema),
});
export type FavoriteList = z.infer<typeof FavoriteListSchema>;
