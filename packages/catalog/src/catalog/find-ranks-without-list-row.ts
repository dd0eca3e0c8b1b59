import { RANK_LISTS } from '../merge/build-venue.ts';
import type { Venue } from '../model/venue.ts';
import type { MergeFinding } from './merge-finding.ts';

/**
 * A CORE or CCF rank that no row of its list (or the curated file, checked against that list) gives: a
 * tracker's copied rank, which the merge should never show (docs/decisions/002).
 */
export function findRanksWithoutListRow(venues: Venue[]): MergeFinding[] {
  return venues.flatMap((venue) =>
    (['core', 'ccf'] as const).flatMap((rank) => {
      const value = venue.ranks[rank];
      const source = venue.provenance[`ranks.${rank}`];
      if (!value || (typeof source === 'string' && RANK_LISTS[rank].some((list) => list === source))) {
        return [];
      }
      return [
        {
          kind: 'rank-without-list-row' as const,
          venueIds: [venue.id],
          detail: `${rank.toUpperCase()} ${value} from ${String(source ?? 'no source')}, not ${RANK_LISTS[rank].join(' or ')}`,
        },
      ];
    }),
  );
}
