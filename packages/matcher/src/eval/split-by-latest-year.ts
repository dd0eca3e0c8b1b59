import type { CorpusPaper } from '../types.ts';

/** The papers an index may learn from, and the ones it is scored on. */
export interface CorpusSplit<T> {
  train: T[];
  heldOut: T[];
}

/**
 * Holds out each venue's latest year, which mirrors the external check (newer years than the corpus).
 * A venue with a single year would otherwise vanish from training or from scoring, so it gives a
 * fixed fifth of its papers (chosen by a hash of the id, hence deterministic) to the held-out side.
 */
export function splitByLatestYear<T extends CorpusPaper>(
  papers: readonly T[],
  singleYearShare = 0.2,
): CorpusSplit<T> {
  const years = new Map<string, { min: number; max: number }>();
  for (const paper of papers) {
    const range = years.get(paper.venue);
    if (!range) years.set(paper.venue, { min: paper.year, max: paper.year });
    else {
      range.min = Math.min(range.min, paper.year);
      range.max = Math.max(range.max, paper.year);
    }
  }
  const split: CorpusSplit<T> = { train: [], heldOut: [] };
  for (const paper of papers) {
    const range = years.get(paper.venue);
    const isHeldOut =
      range === undefined || range.min < range.max
        ? paper.year === range?.max
        : hashUnit(paper.id) < singleYearShare;
    (isHeldOut ? split.heldOut : split.train).push(paper);
  }
  return split;
}

/** FNV-1a of the string, scaled to [0, 1). */
function hashUnit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
