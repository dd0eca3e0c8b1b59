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
 * How much of a venue's name the author states (title, keywords, theme), each name word weighted by
 * its inverse document frequency, so that "Bioinformatics" counts for more than "Data": 0 to 1.
 */
export function statedNameShare(
  stems: readonly string[],
  statedStems: ReadonlySet<string>,
  idfOf: (stem: string) => number,
): number {
  let named = 0;
  let total = 0;
  for (const stem of stems) {
    const weight = idfOf(stem);
    total += weight;
    if (statedStems.has(stem)) named += weight;
  }
  return total === 0 ? 0 : named / total;
}

/**
 * How a venue without papers stands within its field, before the paper is known: its rank, raised up
 * to three times by the share of its name's content words the paper uses ("wireless", "compiler").
 */
export function fieldOnlyWeight(
  venue: Venue,
  stems: readonly string[],
  paperStems: ReadonlySet<string>,
): number {
  const named = stems.length === 0 ? 0 : stems.filter((stem) => paperStems.has(stem)).length / stems.length;
  return rankWeight(venue) * (1 + 2 * named);
}
