/**
 * The closed sets of values a venue's fields take. They live here, without zod, so that the web's
 * hand-written parsers (kept zod-free for the first load, docs/decisions/007) read the same lists the
 * schemas in `venues.ts` are built from: a value added here reaches both.
 */
export const venueFields = {
  /** Conference or journal (`VenueTypeSchema`). */
  types: ['conference', 'journal'],
  /** The six regions a venue's next or latest edition can be in (`RegionSchema`). */
  regions: ['north-america', 'europe', 'asia', 'australia', 'africa', 'south-america'],
  /** The ranking systems of `RanksSchema`: ICORE/CORE, the China Computer Federation and Tsinghua. */
  rankSystems: ['core', 'ccf', 'thcpl'],
  /** How an estimated edition follows the last: every year, two cycles a year, every other year. */
  estimateRules: ['annual', 'two-cycle', 'biennial'],
} as const;

/** A ranking system a venue may have a rank in. */
export type RankSystem = (typeof venueFields.rankSystems)[number];
