import { listLostVenues } from '../catalog/list-lost-venues.ts';
import { listUnresolvedRankRows } from '../catalog/list-unresolved-rank-rows.ts';
import type { ReviewedMerge } from '../catalog/audit-merges.ts';
import type { RankRow } from '../importers/source-record.ts';
import type { Venue } from '../model/venue.ts';
import { listRoundDeadlines } from './list-round-deadlines.ts';

/** Something a staged catalog breaks; `key` identifies it across builds, `message` is for the report. */
export interface CatalogViolation {
  kind: 'lost-venue' | 'unresolved-rank-row' | 'deadline-jump';
  key: string;
  message: string;
}

/** A venue id the staged catalog no longer has, and the venue that takes its place. */
export interface VenueMerge {
  from: string;
  into: string;
  reason: string;
}

const yearMs = 365 * 86_400_000;

/**
 * Checks a staged catalog against the one it would replace: every venue is still there or explicitly
 * merged (a reviewed merge, or its dblp key now on exactly one venue), every ranking-list row reaches a
 * venue, and no deadline of an edition moves by more than a year (a new edition is a new year, not a move).
 */
export function checkCatalogInvariants(options: {
  previous: Venue[];
  next: Venue[];
  rankRows: RankRow[];
  reviewedMerges: ReviewedMerge[];
}): { violations: CatalogViolation[]; merges: VenueMerge[] } {
  const { previous, next, rankRows, reviewedMerges } = options;
  const violations: CatalogViolation[] = [];
  const merges: VenueMerge[] = [];
  const byDblp = new Map<string, Venue[]>();
  for (const venue of next) {
    if (!venue.dblp) continue;
    const key = venue.dblp.toLowerCase();
    byDblp.set(key, [...(byDblp.get(key) ?? []), venue]);
  }
  const previousById = new Map(previous.map((venue) => [venue.id, venue]));
  const lost = listLostVenues({ venues: previous }, { venues: next }, reviewedMerges);
  for (const venue of lost) {
    const successors = byDblp.get(previousById.get(venue.id)?.dblp?.toLowerCase() ?? '') ?? [];
    if (venue.mergedInto) {
      merges.push({ from: venue.id, into: venue.mergedInto.id, reason: venue.mergedInto.reason });
    } else if (successors.length === 1) {
      merges.push({ from: venue.id, into: successors[0]!.id, reason: 'same dblp key' });
    } else {
      violations.push({
        kind: 'lost-venue',
        key: `lost|${venue.id}`,
        message: `${venue.acronym} (${venue.id}) would disappear without being merged into another venue`,
      });
    }
  }
  // The 2022 list only lends areas to venues found by dblp key; rows for venues no tracker has are expected.
  const rankingRows = rankRows.filter((row) => row.source !== 'ccf-list-2022');
  for (const row of listUnresolvedRankRows(next, rankingRows)) {
    const label = row.acronym ?? row.name ?? row.dblp ?? row.ref;
    violations.push({
      kind: 'unresolved-rank-row',
      key: `rank|${row.source}|${row.ref}`,
      message: `${row.source} row ${row.ref} (${label}) reaches no venue`,
    });
  }
  const nextById = new Map(next.map((venue) => [venue.id, venue]));
  for (const before of previous) {
    const after = nextById.get(before.id);
    if (!after) continue;
    const now = new Map(listRoundDeadlines(after).map((item) => [item.slot, item.deadline]));
    for (const { slot, editionYear, deadline } of listRoundDeadlines(before)) {
      const moved = now.get(slot);
      if (!moved || Math.abs(Date.parse(moved.at) - Date.parse(deadline.at)) <= yearMs) continue;
      violations.push({
        kind: 'deadline-jump',
        key: `jump|${before.id}|${slot}`,
        message: `${before.acronym} ${editionYear} ${deadline.kind} deadline would move from ${deadline.at} to ${moved.at}`,
      });
    }
  }
  return { violations, merges };
}
