import { z } from 'zod';
import { venueFields, type RankSystem } from './venue-fields.ts';

/** The six regions a venue's next or latest edition can be in. */
export const RegionSchema = z.enum(venueFields.regions);
export type Region = z.infer<typeof RegionSchema>;

/** Conference or journal. */
export const VenueTypeSchema = z.enum(venueFields.types);
export type VenueType = z.infer<typeof VenueTypeSchema>;

/**
 * A deadline as the venue states it: the date and time in the zone it published. Computed on the server
 * from the instant and the label; clients show these parts and never derive a day from the instant.
 */
export const PublishedTimeSchema = z.object({
  /** The day in the published zone, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The time of day in the published zone, `HH:MM` (24-hour). */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  /** The zone's display name: `AoE`, `UTC`, `UTC−7`, `UTC+5:30`, `PT`, `Berlin time`… */
  zone: z.string(),
});
export type PublishedTime = z.infer<typeof PublishedTimeSchema>;

/** A recent change to a published deadline, found by a catalog refresh in the last 30 days. */
export const DeadlineChangeSchema = z.object({
  /** `published` (it was estimated or unknown), `moved` (to another day) or `extended` (made later). */
  change: z.enum(['published', 'moved', 'extended']),
  /** When the refresh found it, ISO-8601 in UTC; pages show its UTC day. */
  detectedAt: z.string(),
  /** The deadline before the change, in the deadline's published zone; null when there was none. */
  previous: PublishedTimeSchema.nullable(),
  /** True when `previous` was our estimate rather than a published date. */
  isPreviousEstimated: z.boolean(),
  /** Whole days the deadline moved, later positive; null for one newly published. */
  days: z.number().int().nullable(),
});
export type DeadlineChange = z.infer<typeof DeadlineChangeSchema>;

/** A venue's next deadline: a known one, or one estimated from a past edition. */
export const NextDeadlineSchema = z.object({
  /** The instant, ISO-8601 in UTC. */
  at: z.string(),
  /** What is due: `paper`, `abstract`, … */
  kind: z.string(),
  /** The time-zone label as the source published it (`AoE`, `UTC-8`, an IANA name). */
  timezone: z.string(),
  /** True when no deadline is published yet and this one repeats the pattern of `basisYear`. */
  estimated: z.boolean(),
  /** The edition year an estimate is based on. */
  basisYear: z.number().int().optional(),
  /** The date and time in the zone the venue published (for an estimate, the zone of its basis). */
  published: PublishedTimeSchema,
  /**
   * An estimate's typical error in whole days: the back-test's 80th-percentile absolute error for its
   * rule, so "usually within ±errorDays days" holds for about four estimates in five.
   */
  errorDays: z.number().int().optional(),
  /** For an estimate: the edition cycle it assumed (every year, two cycles a year, every other year). */
  rule: z.enum(venueFields.estimateRules).optional(),
  /** How a refresh changed this deadline in the last 30 days; absent when it did not, and on estimates. */
  change: DeadlineChangeSchema.optional(),
});
export type NextDeadline = z.infer<typeof NextDeadlineSchema>;

/** When authors hear back about a submission made at the next deadline. */
export const NotificationSchema = z.object({
  /** The instant, ISO-8601 in UTC; for an estimate, the next deadline plus the gap seen in `basisYear`. */
  at: z.string(),
  /** The time-zone label as the source published it. */
  timezone: z.string(),
  /** The date and time in the zone the venue published (for an estimate, the zone of the deadline). */
  published: PublishedTimeSchema,
  /** False when the next deadline's edition publishes this notification date; true when it is estimated. */
  estimated: z.boolean(),
  /** Whole weeks from the next deadline to the notification. */
  weeksAfterDeadline: z.number().int(),
  /** The edition whose deadline-to-notification gap an estimate repeats. */
  basisYear: z.number().int().optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** One year's acceptance rate of a venue. */
export const AcceptanceRateSchema = z.object({
  /** Edition year. */
  year: z.number(),
  /** Accepted / submitted, from 0 to 1. */
  rate: z.number(),
  /** Papers submitted, where known. */
  submitted: z.number().optional(),
  /** Papers accepted, where known. */
  accepted: z.number().optional(),
  /** The catalog source that gave the rate, e.g. `ccf-deadlines`. */
  source: z.string(),
  /** Where that source says the figure comes from (an http(s) address), when it says so. */
  reference: z.string().optional(),
});
export type AcceptanceRate = z.infer<typeof AcceptanceRateSchema>;

/** Ranks from the ranking systems, where known. */
export const RanksSchema = z.object({
  /** ICORE/CORE rank: A*, A, B or C. */
  core: z.string().optional(),
  /** China Computer Federation rank: A, B or C (P for a preprint server). */
  ccf: z.string().optional(),
  /** Tsinghua (THCPL) rank: A or B. */
  thcpl: z.string().optional(),
  // `satisfies` makes a system added to `venueFields.rankSystems` a type error here until it has its field.
} satisfies Record<RankSystem, z.ZodOptional<z.ZodString>>);
export type Ranks = z.infer<typeof RanksSchema>;

/**
 * The facts every answer that shows a venue carries (lists, favourites, an analysis's venues): who it is,
 * its ranks and its next deadline. Lists and analyses add their own fields to it.
 */
export const VenueCoreSchema = z.object({
  /** Stable slug such as `conf/acl` or `journal/tpami`. */
  id: z.string(),
  /** Short name, e.g. `ACL`. */
  acronym: z.string(),
  /** Full name. */
  name: z.string(),
  /** Conference or journal. */
  type: VenueTypeSchema,
  /** Ranks where known. */
  ranks: RanksSchema,
  /** Home page. */
  url: z.string().nullable(),
  /** Region of the next or latest edition. */
  region: RegionSchema.nullable(),
  /** The next deadline after now, known or estimated; null when nothing is known ("Deadline TBA"). */
  nextDeadline: NextDeadlineSchema.nullable(),
  /** A journal that takes submissions at any time ("Rolling submissions"). */
  isRolling: z.boolean(),
  /** The decision date that goes with `nextDeadline`, published or estimated; null when unknown. */
  notification: NotificationSchema.nullable(),
  /** The newest year's acceptance rate; null when no source gives one. */
  latestAcceptanceRate: AcceptanceRateSchema.nullable(),
});
export type VenueCore = z.infer<typeof VenueCoreSchema>;

/** A venue named where only its names are shown: deadlines, reminders, alerts. */
export const VenueNameSchema = VenueCoreSchema.pick({ id: true, acronym: true, name: true });
export type VenueName = z.infer<typeof VenueNameSchema>;

/** A venue as lists show it. */
export const VenueSummarySchema = VenueCoreSchema.extend({
  /** Other names the venue goes by. */
  aliases: z.array(z.string()),
  /** Research areas (slugs of the catalog taxonomy). */
  areas: z.array(z.string()),
  /** The labels of `areas`, in the same order ("Machine learning"). */
  areaLabels: z.array(z.string()),
  /** Google Scholar h5-index, where a source gives it. */
  h5Index: z.number().nullable(),
  /** dblp stream key, e.g. `conf/acl`. */
  dblp: z.string().nullable(),
});
export type VenueSummary = z.infer<typeof VenueSummarySchema>;

/** One deadline of an edition. */
export const EditionDeadlineSchema = z.object({
  /** What is due. */
  kind: z.string(),
  /** The instant, ISO-8601 in UTC. */
  at: z.string(),
  /** The time-zone label as published. */
  timezone: z.string(),
  /** The date and time in the zone the venue published. */
  published: PublishedTimeSchema,
  /** The source's remark, if any. */
  comment: z.string().optional(),
  /** The call it is for when the venue has several (`short papers`, `industry track`); absent for the main one. */
  track: z.string().optional(),
  /** Which catalog source gave it. */
  source: z.string(),
  /** How a refresh changed this deadline in the last 30 days; absent when it did not. */
  change: DeadlineChangeSchema.optional(),
});

/** A venue's edition in a given year. */
export const EditionSchema = z.object({
  /** Edition year. */
  year: z.number().int(),
  /** The edition's web site. */
  url: z.string().nullable(),
  /** City and country, as published. */
  place: z.string().nullable(),
  /**
   * Dates of the event: the published text and/or ISO `YYYY-MM-DD` start and end (given by the source or
   * read from the text when it names the days and one year).
   */
  dates: z
    .object({ text: z.string().optional(), start: z.string().optional(), end: z.string().optional() })
    .nullable(),
  /** Deadlines, earliest first. */
  deadlines: z.array(EditionDeadlineSchema),
  /** Which catalog source gave the edition. */
  source: z.string(),
});
export type Edition = z.infer<typeof EditionSchema>;

/**
 * Two or more sources gave different values for one field. `field` is `type`, `dblp`, `ranks.ccf`…, or a
 * deadline: `editions.2026.paper` (first round), `editions.2026.paper.round2`…,
 * `editions.2026.paper.unlisted` for a round the chosen source does not list, a track's slug after the
 * kind (`editions.2026.paper.short-papers`), and `editions.2026.abstract.after-paper` for an abstract date
 * later than the paper date, left out of the deadlines.
 */
export const DisagreementSchema = z.object({
  /** What the sources disagree on. */
  field: z.string(),
  /** The source whose value the catalog shows. */
  chosen: z.string(),
  /** Every source's value; deadlines are ISO-8601 instants. */
  values: z.array(z.object({ source: z.string(), value: z.string() })),
});
export type Disagreement = z.infer<typeof DisagreementSchema>;

/** A venue with everything known about it (`GET /api/venues/:id`). */
export const VenueDetailSchema = VenueSummarySchema.extend({
  /** Where `h5Index` comes from; null when there is no h5-index. No source states the Scholar Metrics year. */
  h5IndexSource: z
    .object({
      /** Catalog source id, e.g. `tobna-ai-deadlines`. */
      source: z.string(),
    })
    .nullable(),
  /** Acceptance rates per year, oldest first. */
  acceptanceRates: z.array(AcceptanceRateSchema),
  /** Editions, newest first. */
  editions: z.array(EditionSchema),
  /** Catalog sources that contributed. */
  sources: z.array(z.string()),
  /** Which source gave each field. */
  provenance: z.record(z.string(), z.unknown()),
  /** Where sources disagreed, and which one was chosen. */
  disagreements: z.array(DisagreementSchema),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/** Query of `GET /api/venues`. Empty parameters mean "no filter". */
export const VenueQuerySchema = z.object({
  /** Case-insensitive text matched against acronym, name and aliases. */
  q: z.string().trim().max(200, 'Search text is too long').optional(),
  /** Only conferences or only journals. */
  type: z.union([VenueTypeSchema, z.literal('')]).optional(),
  /** Only venues in this research area (taxonomy slug). */
  area: z.string().trim().max(60).optional(),
  /** Only venues in this region. */
  region: z.union([RegionSchema, z.literal('')]).optional(),
  /** Only venues with this rank in CORE or CCF: `A*`, `A`, `B` or `C`. */
  rank: z.union([z.enum(['A*', 'A', 'B', 'C']), z.literal('')]).optional(),
  /** Only venues whose next deadline is published and still ahead. */
  upcoming: booleanParam.optional(),
  /** `name` (A–Z, the default), `deadline` (soonest first) or `rank` (best first). */
  sort: z.union([z.enum(['name', 'deadline', 'rank']), z.literal('')]).optional(),
  /** Page number, from 1. */
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
  /** Venues per page, at most 100. */
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
});
export type VenueQuery = z.infer<typeof VenueQuerySchema>;

/** One page of venues. */
export const VenuePageSchema = z.object({
  /** The venues on this page. */
  items: z.array(VenueSummarySchema),
  /** How many venues match the filters in all. */
  total: z.number().int(),
});
export type VenuePage = z.infer<typeof VenuePageSchema>;

/** Figures the landing page may claim, all measured (`GET /api/stats`). */
export const CatalogStatsSchema = z.object({
  /** Venues in the catalog. */
  venues: z.number().int(),
  /** Of which conferences. */
  conferences: z.number().int(),
  /** Of which journals. */
  journals: z.number().int(),
  /** Venues whose next deadline is published or estimated from past editions. */
  venuesWithDeadline: z.number().int(),
  /**
   * Share of held-out published papers whose venue ranks in the top 10, each venue the model learned
   * from papers weighing the same (at most 30 papers of its latest year); null if unknown.
   */
  top10HitRate: z.number().min(0).max(1).nullable(),
  /** Venues the model learned from their papers; the others are ranked by field. Null if unknown. */
  venuesWithPapers: z.number().int().min(0).nullable(),
});
export type CatalogStats = z.infer<typeof CatalogStatsSchema>;
