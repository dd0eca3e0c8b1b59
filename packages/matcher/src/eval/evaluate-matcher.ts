import { createVenueResolver, type Venue } from '@venuescout/catalog';
import type { Matcher } from '../match/create-matcher.ts';
import type { CorpusPaper } from '../types.ts';
import { summarizeRanks, type RankedGold, type RankSummary } from './summarize-ranks.ts';

/** Evaluation figures overall and per research area of the gold venue. */
export interface Evaluation {
  overall: RankSummary;
  byArea: Record<string, RankSummary>;
  /** Papers whose venue is not in the catalog (they count as misses). */
  unresolved: number;
}

/** Ranks each paper over the whole catalog and records where its real venue lands. */
export function evaluateMatcher(
  matcher: Matcher,
  papers: readonly CorpusPaper[],
  venues: readonly Venue[],
): Evaluation {
  const resolve = createVenueResolver(venues as Venue[]);
  const areasOf = new Map(venues.map((venue) => [venue.id, venue.areas]));
  const rows: (RankedGold & { areas: readonly string[] })[] = [];
  let unresolved = 0;
  for (const paper of papers) {
    const gold = resolve(paper.venue);
    if (!gold) unresolved++;
    const ranking = matcher.match(paper, { explain: false }).venues;
    const position = gold ? ranking.findIndex((venue) => venue.venueId === gold) : -1;
    rows.push({
      gold: gold ?? paper.venue,
      rank: position === -1 ? Infinity : position + 1,
      areas: (gold && areasOf.get(gold)) || [],
    });
  }
  const byArea: Record<string, RankSummary> = {};
  const areas = [...new Set(rows.flatMap((row) => row.areas))].sort();
  for (const area of areas) byArea[area] = summarizeRanks(rows.filter((row) => row.areas.includes(area)));
  return { overall: summarizeRanks(rows), byArea, unresolved };
}
