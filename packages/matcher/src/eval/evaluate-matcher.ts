import type { Venue } from '@venuescout/catalog';
import type { Matcher } from '../match/create-matcher.ts';
import type { LabelledPaper } from '../types.ts';
import { summarizeRanks, type RankedGold, type RankSummary } from './summarize-ranks.ts';

/** Evaluation figures overall and per research area of the gold venue. */
export interface Evaluation {
  overall: RankSummary;
  byArea: Record<string, RankSummary>;
  /** Each paper's gold venue, its rank and relevance. */
  rows: RankedGold[];
}

/** Ranks each labelled paper over the whole catalog and records where its real venue lands. */
export function evaluateLabelled(
  matcher: Matcher,
  papers: readonly LabelledPaper[],
  venues: readonly Venue[],
  options: { titleOnly?: boolean } = {},
): Evaluation {
  const areasOf = new Map<string, readonly string[]>(venues.map((venue) => [venue.id, venue.areas]));
  const rows: (RankedGold & { areas: readonly string[] })[] = [];
  for (const { paper, venueId } of papers) {
    const input = options.titleOnly ? { title: paper.title } : paper;
    const result = matcher.match(input, { explain: false });
    const position = result.venues.findIndex((venue) => venue.venueId === venueId);
    const areas = areasOf.get(venueId) ?? [];
    rows.push({
      gold: venueId,
      rank: position === -1 ? Infinity : position + 1,
      relevance: result.venues[position]?.relevance ?? 0,
      notice: result.coverage.level !== 'strong',
      fieldFirst: areas.includes(result.researchAreas[0] ?? ''),
      areas,
    });
  }
  const byArea: Record<string, RankSummary> = {};
  const areas = [...new Set(rows.flatMap((row) => row.areas))].sort();
  for (const area of areas) byArea[area] = summarizeRanks(rows.filter((row) => row.areas.includes(area)));
  return { overall: summarizeRanks(rows), byArea, rows };
}
