import { FIT_THRESHOLDS } from '../match/calibration.ts';
import type { HeldOutFigures } from '../index/venue-index.ts';

/** The figures the evaluation reports over one set of papers, and the venues it never found. */
export interface RankSummary extends HeldOutFigures {
  /** Venues none of whose papers had their venue in the top 20. */
  neverTop20: string[];
}

/** One scored paper: the gold venue, the 1-based rank the matcher gave it (Infinity if absent), and
 * whether the paper's first research area is one of the venue's fields. */
export interface RankedGold {
  gold: string;
  rank: number;
  fieldFirst: boolean;
  /** The relevance the gold venue was given. */
  relevance: number;
  /** Whether the coverage notice showed. */
  notice: boolean;
}

/** Computes acc@k, MRR, macro-averaged acc@10 and the field hit rate from the gold venues' ranks. */
export function summarizeRanks(rows: readonly RankedGold[]): RankSummary {
  const n = rows.length;
  const share = (test: (row: RankedGold) => boolean) => (n === 0 ? 0 : rows.filter(test).length / n);
  const perVenue = new Map<string, { hits: number; total: number; best: number }>();
  let reciprocal = 0;
  for (const { gold, rank } of rows) {
    reciprocal += Number.isFinite(rank) ? 1 / rank : 0;
    const entry = perVenue.get(gold) ?? { hits: 0, total: 0, best: Infinity };
    entry.total++;
    if (rank <= 10) entry.hits++;
    entry.best = Math.min(entry.best, rank);
    perVenue.set(gold, entry);
  }
  const venueShares = [...perVenue.values()].map(({ hits, total }) => hits / total);
  return {
    papers: n,
    venues: perVenue.size,
    acc1: share((row) => row.rank <= 1),
    acc5: share((row) => row.rank <= 5),
    acc10: share((row) => row.rank <= 10),
    mrr: n === 0 ? 0 : reciprocal / n,
    macroAcc10: venueShares.length === 0 ? 0 : venueShares.reduce((a, b) => a + b, 0) / venueShares.length,
    fieldFirst: share((row) => row.fieldFirst),
    noticeOnMisses: shareOf(
      rows,
      (row) => row.rank > 10,
      (row) => row.notice,
    ),
    noticeOnTop3: shareOf(
      rows,
      (row) => row.rank <= 3,
      (row) => row.notice,
    ),
    goodFitInTop10: shareOf(
      rows,
      (row) => row.rank <= 10,
      (row) => row.relevance >= FIT_THRESHOLDS.good,
    ),
    neverTop20: [...perVenue]
      .filter(([, entry]) => entry.best > 20)
      .map(([gold]) => gold)
      .sort(),
  };
}

/** Among the rows that pass `among`, the share that pass `test` (0 when none pass). */
function shareOf(
  rows: readonly RankedGold[],
  among: (row: RankedGold) => boolean,
  test: (row: RankedGold) => boolean,
): number {
  const chosen = rows.filter(among);
  return chosen.length === 0 ? 0 : chosen.filter(test).length / chosen.length;
}

/** The figures alone, as the index stores them. */
export function toFigures({ neverTop20: _, ...figures }: RankSummary): HeldOutFigures {
  return figures;
}
