import type { CcfRank, CoreRank, Ranks, ThcplRank } from '../model/venue.ts';

/** Reads a CCF rank; `N` (not ranked) and anything else give none. */
export function readCcfRank(value: unknown): CcfRank | undefined {
  const rank = normalise(value);
  return rank === 'A' || rank === 'B' || rank === 'C' || rank === 'P' ? rank : undefined;
}

/** Reads an international CORE/ICORE rank; national, regional and "unranked" labels give none. */
export function readCoreRank(value: unknown): CoreRank | undefined {
  const rank = normalise(value);
  return rank === 'A*' || rank === 'A' || rank === 'B' || rank === 'C' ? rank : undefined;
}

/** Reads a Tsinghua (THCPL) rank. */
export function readThcplRank(value: unknown): ThcplRank | undefined {
  const rank = normalise(value);
  return rank === 'A' || rank === 'B' ? rank : undefined;
}

/** Reads hf-ai-deadlines' `rankings` text, e.g. `CCF: A, CORE: A*, THCPL: A`. */
export function readRankingsText(value: unknown): Ranks {
  if (typeof value !== 'string') return {};
  const ranks: Ranks = {};
  for (const part of value.split(',')) {
    const [name, rank] = part.split(':').map((piece) => piece.trim().toLowerCase());
    if (name === 'ccf') ranks.ccf = readCcfRank(rank);
    if (name === 'core') ranks.core = readCoreRank(rank);
    if (name === 'thcpl') ranks.thcpl = readThcplRank(rank);
  }
  return dropEmpty(ranks);
}

/** Removes rank keys whose value is absent, so records compare and serialise cleanly. */
export function dropEmpty(ranks: Ranks): Ranks {
  return Object.fromEntries(Object.entries(ranks).filter(([, rank]) => rank !== undefined)) as Ranks;
}

function normalise(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined;
}
