import type { CatalogVenue as Venue } from '../index/venue-index.ts';
import { stemWord } from '../text/stem-word.ts';

// Words every venue name has; they say nothing about the topic.
const genericNameWords = new Set(
  'international conference symposium workshop journal transactions proceedings acm ieee annual european asian american joint on of and the in for with letters review society association computer computing science sciences systems system research advances theory applications'.split(
    ' ',
  ),
);

const rankFactor: Record<string, number> = { 'A*': 1, A: 0.85, B: 0.7, C: 0.55 };

/** The content stems of a venue's name, e.g. "machin", "translat" for a machine translation venue. */
export function nameStems(venue: Venue): string[] {
  return [...new Set(`${venue.name}`.toLowerCase().match(/[\p{L}]+/gu) ?? [])]
    .filter((word) => word.length > 2 && !genericNameWords.has(word))
    .map(stemWord);
}

/** How much a ranking system thinks of the venue: 1 for A* down to 0.4 for unranked. */
export function rankWeight(venue: Venue): number {
  const best = Math.max(rankFactor[venue.ranks.core ?? ''] ?? 0, rankFactor[venue.ranks.ccf ?? ''] ?? 0);
  return best > 0 ? best : 0.4;
}

/**
 * The score of a catalog venue that has no papers in the index: the paper's probability mass in the
 * venue's areas, times its rank, times how much of its name the paper mentions. The scale (at most
 * 0.012) was chosen by measurement: ten times larger, and these venues start pushing venues
 * the model has evidence for out of the top 10 (docs/decisions/003).
 */
export function catalogPrior(
  venue: Venue,
  stems: readonly string[],
  areaMass: ReadonlyMap<string, number>,
  paperStems: ReadonlySet<string>,
): number {
  const area = Math.max(0, ...venue.areas.map((slug) => areaMass.get(slug) ?? 0));
  const named = stems.length === 0 ? 0 : stems.filter((stem) => paperStems.has(stem)).length / stems.length;
  return 0.004 * area * rankWeight(venue) * (1 + 2 * named);
}
