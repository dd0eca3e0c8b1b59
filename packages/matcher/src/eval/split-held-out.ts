import type { LabelledPaper } from '../types.ts';

/** The papers an index may learn from, and the two ways of scoring it on the rest. */
export interface HeldOutSplit<T> {
  train: T[];
  /** At most `perVenue` held-out papers of each venue: every venue weighs about the same. */
  balanced: T[];
  /** A fixed share of all held-out papers: large venues weigh as much as they publish. */
  sized: T[];
  /** Every held-out paper. */
  heldOut: T[];
}

export interface SplitOptions {
  /** Held-out papers kept per venue in the balanced set. */
  perVenue: number;
  /** Share of held-out papers in the size-weighted set. */
  sizedShare: number;
  /** Share of papers held out of a venue's corpus that has no earlier years to learn from. */
  singleYearShare: number;
}

export const defaultSplitOptions: SplitOptions = { perVenue: 30, sizedShare: 1 / 3, singleYearShare: 0.2 };

/** A labelled paper and the corpus file it came from (0 for the first). */
export type SourcedPaper = LabelledPaper & { corpus?: number };

/**
 * Holds out each venue's latest year within each corpus file, which mirrors how the product is used
 * (papers newer than any it learned from). Where a corpus has no earlier years of a venue to learn
 * from (fewer papers before the latest year than in it, as for the one-year systems collections),
 * it holds out a fixed share of the venue's papers instead, chosen by a hash of the id. Held-out
 * papers are never trained on, including those left out of both scored sets. Deterministic.
 */
export function splitHeldOut<T extends SourcedPaper>(
  papers: readonly T[],
  options: Partial<SplitOptions> = {},
): HeldOutSplit<T> {
  const settings = { ...defaultSplitOptions, ...options };
  const groupOf = (item: T) => `${item.venueId}\u0000${item.corpus ?? 0}`;
  const yearCounts = new Map<string, Map<number, number>>();
  for (const item of papers) {
    const counts = yearCounts.get(groupOf(item)) ?? new Map<number, number>();
    counts.set(item.paper.year, (counts.get(item.paper.year) ?? 0) + 1);
    yearCounts.set(groupOf(item), counts);
  }
  const heldOutYear = new Map<string, number | null>();
  for (const [group, counts] of yearCounts) {
    const latest = Math.max(...counts.keys());
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    heldOutYear.set(group, total - counts.get(latest)! >= counts.get(latest)! ? latest : null);
  }
  const train: T[] = [];
  const heldOutByVenue = new Map<string, T[]>();
  for (const item of papers) {
    const year = heldOutYear.get(groupOf(item));
    const isHeldOut =
      year === null ? hashUnit(item.paper.id) < settings.singleYearShare : item.paper.year === year;
    if (!isHeldOut) train.push(item);
    else heldOutByVenue.set(item.venueId, [...(heldOutByVenue.get(item.venueId) ?? []), item]);
  }
  const heldOut = [...heldOutByVenue.keys()].sort().flatMap((venueId) => heldOutByVenue.get(venueId)!);
  return {
    train,
    balanced: samplePerVenue(heldOut, settings.perVenue),
    sized: heldOut.filter((item) => hashUnit(`${item.paper.id}#sized`) < settings.sizedShare),
    heldOut,
  };
}

/** At most `perVenue` of each venue's papers, chosen by a hash of the id, in the order given. */
export function samplePerVenue<T extends LabelledPaper>(papers: readonly T[], perVenue: number): T[] {
  const byVenue = new Map<string, T[]>();
  for (const item of papers) {
    const items = byVenue.get(item.venueId) ?? [];
    items.push(item);
    byVenue.set(item.venueId, items);
  }
  return [...byVenue.values()].flatMap((items) =>
    [...items].sort((a, b) => hashUnit(a.paper.id) - hashUnit(b.paper.id)).slice(0, perVenue),
  );
}

/**
 * FNV-1a of the string, then murmur3's finaliser, scaled to [0, 1). The finaliser matters: FNV-1a
 * alone maps ids that differ in their last character ("…_001", "…_002") to nearly equal values, so a
 * "fifth" of a numbered collection could be half of it.
 */
export function hashUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}
