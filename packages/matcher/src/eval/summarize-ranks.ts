/** The figures the evaluation reports, over one set of papers. */
export interface RankSummary {
  papers: number;
  acc1: number;
  acc5: number;
  acc10: number;
  mrr: number;
  /** acc@10 averaged over gold venues, so small venues count as much as large ones. */
  macroAcc10: number;
}

/** One scored paper: the gold venue and the 1-based rank the matcher gave it (Infinity if absent). */
export interface RankedGold {
  gold: string;
  rank: number;
}

/** Computes acc@k, MRR and macro-averaged acc@10 from the gold venues' ranks. */
export function summarizeRanks(rows: readonly RankedGold[]): RankSummary {
  const n = rows.length;
  const share = (k: number) => (n === 0 ? 0 : rows.filter((row) => row.rank <= k).length / n);
  const perVenue = new Map<string, { hits: number; total: number }>();
  let reciprocal = 0;
  for (const { gold, rank } of rows) {
    reciprocal += Number.isFinite(rank) ? 1 / rank : 0;
    const entry = perVenue.get(gold) ?? { hits: 0, total: 0 };
    entry.total++;
    if (rank <= 10) entry.hits++;
    perVenue.set(gold, entry);
  }
  const venueShares = [...perVenue.values()].map(({ hits, total }) => hits / total);
  return {
    papers: n,
    acc1: share(1),
    acc5: share(5),
    acc10: share(10),
    mrr: n === 0 ? 0 : reciprocal / n,
    macroAcc10: venueShares.length === 0 ? 0 : venueShares.reduce((a, b) => a + b, 0) / venueShares.length,
  };
}
