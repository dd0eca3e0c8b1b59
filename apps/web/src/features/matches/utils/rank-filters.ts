import type { Ranks } from '@venuescout/contracts';

/** The results page's rank choices: a system and the lowest rank kept, best first in each system. */
export const rankFilters = {
  'core-a-star': { label: 'CORE A*', system: 'core', kept: ['A*'] },
  'core-a': { label: 'CORE A or A*', system: 'core', kept: ['A*', 'A'] },
  'core-b': { label: 'CORE B or better', system: 'core', kept: ['A*', 'A', 'B'] },
  'ccf-a': { label: 'CCF A', system: 'ccf', kept: ['A'] },
  'ccf-b': { label: 'CCF B or better', system: 'ccf', kept: ['A', 'B'] },
  'ccf-c': { label: 'CCF C or better', system: 'ccf', kept: ['A', 'B', 'C'] },
} as const satisfies Record<string, { label: string; system: 'core' | 'ccf'; kept: readonly string[] }>;

export type RankFilter = keyof typeof rankFilters;

/** Whether a venue's ranks meet the chosen rank; a venue without a rank in that system never does. */
export function meetsRankFilter(ranks: Ranks, filter: RankFilter | 'all'): boolean {
  if (filter === 'all') return true;
  const { system, kept } = rankFilters[filter];
  const rank = ranks[system]?.trim().toUpperCase();
  return rank !== undefined && (kept as readonly string[]).includes(rank);
}
