// Lists venues that may be one venue under two ids, merges that look wrong, ranks no list row gives,
// deadlines outside their edition, venue ids a fresh import would lose against the shipped catalog, and
// ranking-list rows that reach no venue:
//   npm run catalog:audit [-- --catalog FILE] [--from ../shared/data/catalog]
// Findings already checked (curated/reviewed-merges.yaml) are counted, not listed; exits 1 when any
// finding is new, any review no longer matches a finding, or a venue id is lost without a merged review.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyReviews,
  auditMerges,
  formatCatalogChecks,
  importCatalog,
  listLostVenues,
  listUnresolvedRankRows,
  loadCatalog,
  loadReviewedMerges,
} from '../src/index.ts';

const { values } = parseArgs({
  options: { catalog: { type: 'string' }, from: { type: 'string', default: '../shared/data/catalog' } },
});
const catalog = await loadCatalog(values.catalog ? resolve(values.catalog) : undefined);
const reviews = await loadReviewedMerges();
const { open, reviewed, unused } = applyReviews(auditMerges(catalog), reviews);
const fresh = await importCatalog({ from: resolve(values.from) });
const lost = listLostVenues(catalog, fresh.catalog, reviews);
const unresolvedRows = listUnresolvedRankRows(fresh.catalog.venues, fresh.report.rankRows);

const lines = [`Merge audit of ${catalog.venues.length} venues`];
lines.push(`Reviewed and left as they are: ${reviewed.length} (curated/reviewed-merges.yaml)`);
lines.push(`To check: ${open.length}`);
for (const finding of open)
  lines.push(`  ${finding.kind.padEnd(15)} ${finding.venueIds.join(', ')}  ${finding.detail}`);
if (unused.length > 0) {
  lines.push(`Reviews that match no finding any more (remove them): ${unused.length}`);
  for (const review of unused) lines.push(`  ${review.kind.padEnd(15)} ${review.venueIds.join(', ')}`);
}
lines.push(`Fresh import of ${values.from} against this catalog:`);
lines.push(...formatCatalogChecks({ lost, unresolvedRows }));
process.stdout.write(`${lines.join('\n')}\n`);
const lostUnreviewed = lost.some((venue) => !venue.mergedInto);
process.exitCode = open.length > 0 || unused.length > 0 || lostUnreviewed ? 1 : 0;
