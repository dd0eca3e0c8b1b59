import type { Matcher } from '../match/create-matcher.ts';
import type { FlagshipCase } from './flagship-papers.ts';
import type { FlagshipSummary } from './index-evaluation.ts';

/** Where one flagship case's accepted venues landed. */
export interface FlagshipRow {
  field: string;
  /** 1-based rank of the best-placed accepted venue over the whole catalog; Infinity if none is ranked. */
  bestRank: number;
  /** That venue, or null when no accepted venue is ranked. */
  bestVenueId: string | null;
  /** The first three venues of the ranking. */
  top3: string[];
}

/** The flagship table as measured: one row per case, and the shares of cases with an accepted venue near the top. */
export interface FlagshipResult {
  rows: FlagshipRow[];
  summary: FlagshipSummary;
}

/** Ranks each flagship paper (or its title alone) and records where its best accepted venue lands. */
export function measureFlagships(
  matcher: Pick<Matcher, 'match'>,
  cases: readonly FlagshipCase[],
  options: { titleOnly?: boolean } = {},
): FlagshipResult {
  const rows = cases.map(({ field, paper, accepted }): FlagshipRow => {
    const input = options.titleOnly ? { title: paper.title } : paper;
    const { venues } = matcher.match(input, { explain: false });
    const position = venues.findIndex((venue) => accepted.includes(venue.venueId));
    return {
      field,
      bestRank: position === -1 ? Infinity : position + 1,
      bestVenueId: position === -1 ? null : venues[position]!.venueId,
      top3: venues.slice(0, 3).map((venue) => venue.venueId),
    };
  });
  const share = (k: number) =>
    rows.length === 0 ? 0 : rows.filter((row) => row.bestRank <= k).length / rows.length;
  return { rows, summary: { cases: rows.length, top3Share: share(3), top10Share: share(10) } };
}
