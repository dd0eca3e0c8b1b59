// Lists venues that may be one venue under two ids, merges that look wrong, ranks no list row gives and
// deadlines outside their edition:
//   npm run catalog:audit [-- --catalog FILE]
// Findings already checked (curated/reviewed-merges.yaml) are counted, not listed; exits 1 when any
// finding is new or any review no longer matches a finding.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { applyReviews, auditMerges, loadCatalog, loadReviewedMerges } from '../src/index.ts';

const { values } = parseArgs({ options: { catalog: { type: 'string' } } });
const catalog = await loadCatalog(values.catalog ? resolve(values.catalog) : undefined);
const { open, reviewed, unused } = applyReviews(auditMerges(catalog), await loadReviewedMerges());

const lines = [`Merge audit of ${catalog.venues.length} venues`];
lines.push(`Reviewed and left as they are: ${reviewed.length} (curated/reviewed-merges.yaml)`);
lines.push(`To check: ${open.length}`);
for (const finding of open)
  lines.push(`  ${finding.kind.padEnd(15)} ${finding.venueIds.join(', ')}  ${finding.detail}`);
if (unused.length > 0) {
  lines.push(`Reviews that match no finding any more (remove them): ${unused.length}`);
  for (const review of unused) lines.push(`  ${review.kind.padEnd(15)} ${review.venueIds.join(', ')}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = open.length > 0 || unused.length > 0 ? 1 : 0;
