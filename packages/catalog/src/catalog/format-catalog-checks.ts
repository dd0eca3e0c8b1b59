import type { RankRow } from '../importers/source-record.ts';
import type { LostVenue } from './list-lost-venues.ts';

/** The lines the import and the audit print about lost venues and (for the audit) unplaced rank rows. */
export function formatCatalogChecks({
  lost,
  unresolvedRows,
}: {
  lost: LostVenue[];
  unresolvedRows?: RankRow[];
}): string[] {
  const unreviewed = lost.filter((venue) => !venue.mergedInto);
  const lines = [`Venues lost since the shipped catalog, not reviewed as merged: ${unreviewed.length}`];
  for (const venue of unreviewed) lines.push(`  ${venue.id}  ${venue.acronym} ${venue.name}`.trimEnd());
  const merged = lost.length - unreviewed.length;
  if (merged > 0) lines.push(`Venues merged as reviewed (curated/reviewed-merges.yaml): ${merged}`);
  if (unresolvedRows) {
    lines.push(`Ranking-list rows that reach no venue: ${unresolvedRows.length}`);
    for (const row of unresolvedRows) {
      const label = [row.type, row.dblp, row.acronym, row.name].filter(Boolean).join('  ');
      lines.push(`  ${row.source.padEnd(14)} ${row.ref}  ${label}`);
    }
  }
  return lines;
}
