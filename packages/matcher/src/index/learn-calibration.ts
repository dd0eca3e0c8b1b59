import type { Venue } from '@venuescout/catalog';
import { fitNoticeModel, type Calibration } from '../match/calibration.ts';
import { createMatcher, RANKING_SIGNALS } from '../match/create-matcher.ts';
import type { LabelledPaper } from '../types.ts';
import type { VenueIndex } from './venue-index.ts';

/**
 * The notice may show for at most this share of the held-out papers whose venue was in the top 3;
 * the budget is 15 %, and the threshold is chosen a little inside it.
 */
const MAX_NOTICE_ON_HITS = 0.12;
/** Field probabilities kept per field for field percentiles. */
const FIELD_SCORES_KEPT = 400;

/**
 * Learns the calibration from an index trained without `papers` (each venue's latest year): for each
 * class of the final index (`classes`), the log scores its own held-out papers got at it; per field,
 * the field probabilities of the field's held-out papers; and the notice model, fitted on whether each
 * paper's venue made the top 10.
 */
export function learnCalibration(options: {
  heldOutIndex: VenueIndex;
  classes: readonly string[];
  papers: readonly LabelledPaper[];
  venues: readonly Venue[];
}): Calibration {
  const { heldOutIndex, classes, papers, venues } = options;
  const matcher = createMatcher(heldOutIndex, venues);
  const areasOf = new Map(venues.map((venue) => [venue.id, venue.areas as readonly string[]]));
  const fieldOf = new Map(heldOutIndex.fields.map((slug, f) => [slug, f]));
  const scoresOf = classes.map(() => [] as number[]);
  const classOf = new Map(classes.map((venueId, c) => [venueId, c]));
  // A venue the held-out index placed by field has a score of another kind: it teaches no percentile.
  const learnedThere = new Set(heldOutIndex.profiles.map((profile) => profile.venueId));
  const fieldScores = heldOutIndex.fields.map(() => [] as number[]);
  const rows: { signals: number[]; rank: number }[] = [];
  for (const { paper, venueId } of papers) {
    const { ranked, signals, estimate } = matcher.analyse(paper);
    const position = ranked.findIndex((entry) => entry.venue.id === venueId);
    rows.push({ signals, rank: position === -1 ? Infinity : position + 1 });
    const c = classOf.get(venueId);
    if (c !== undefined && position !== -1 && learnedThere.has(venueId))
      scoresOf[c]!.push(Math.log(Math.max(ranked[position]!.score, 1e-12)));
    for (const area of areasOf.get(venueId) ?? []) {
      const f = fieldOf.get(area);
      if (f !== undefined) fieldScores[f]!.push(estimate.fields[f]!);
    }
  }
  const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
  const venueOffsets = new Uint32Array(classes.length + 1);
  scoresOf.forEach((scores, c) => (venueOffsets[c + 1] = venueOffsets[c]! + scores.length));
  const fieldOffsets = new Uint32Array(fieldScores.length + 1);
  const keptFieldScores = fieldScores.map((scores) => everyNth(ascending(scores), FIELD_SCORES_KEPT));
  keptFieldScores.forEach((scores, f) => (fieldOffsets[f + 1] = fieldOffsets[f]! + scores.length));
  return {
    venueScores: Float32Array.from(scoresOf.flatMap(ascending)),
    venueOffsets,
    pooledScores: Float32Array.from(ascending(scoresOf.flat())),
    fieldScores: Float32Array.from(keptFieldScores.flat()),
    fieldOffsets,
    notice: fitNoticeModel(RANKING_SIGNALS, rows, MAX_NOTICE_ON_HITS),
  };
}

/** At most `keep` values spread evenly over a sorted list, keeping its ends. */
function everyNth(sorted: number[], keep: number): number[] {
  if (sorted.length <= keep) return sorted;
  return Array.from({ length: keep }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (keep - 1))]!);
}
