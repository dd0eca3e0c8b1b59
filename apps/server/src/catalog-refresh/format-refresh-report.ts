import type { RefreshReport } from './refresh-report.ts';

const short = (commit: string | null | undefined) => (commit ? commit.slice(0, 12) : null);
const kib = (bytes: number | undefined) => (bytes === undefined ? '' : ` ${Math.round(bytes / 1024)} KiB`);
const listed = (items: string[], limit = 10) =>
  items.slice(0, limit).join(', ') + (items.length > limit ? `, and ${items.length - limit} more` : '');

/** Prints a refresh report for an operator: what each source did, what changed, and what blocked it. */
export function formatRefreshReport(report: RefreshReport): string {
  const lines = [
    `Catalog refresh ${report.status} (${report.trigger}) at ${report.startedAt}, ${(report.ms / 1000).toFixed(1)} s` +
      (report.refreshId ? ` [${report.refreshId}]` : ''),
    '',
    'Sources:',
    ...report.sources.map((source) => {
      const detail = [
        short(source.commit) && `commit ${short(source.commit)}`,
        source.etag && `ETag ${source.etag}`,
        source.files !== undefined && `${source.files} files${kib(source.bytes)}`,
        `${source.ms} ms`,
      ].filter(Boolean);
      const reason = source.reason ? `: ${source.reason}` : '';
      return `  ${source.id.padEnd(20)} ${source.outcome.padEnd(9)} ${detail.join(', ')}${reason}`;
    }),
    '',
    `Venues: ${report.venues.before} before, ${report.venues.after} after; ` +
      `${report.venues.added.length} added, ${report.venues.merged.length} merged, ${report.venues.retired.length} retired`,
  ];
  if (report.venues.added.length > 0)
    lines.push(`  added: ${listed(report.venues.added.map((venue) => `${venue.acronym} (${venue.id})`))}`);
  for (const merge of report.venues.merged)
    lines.push(`  merged: ${merge.from} into ${merge.into} (${merge.reason})`);
  const { deadlines } = report;
  lines.push(
    `Deadlines: ${deadlines.published} published, ${deadlines.moved} moved, ${deadlines.extended} extended`,
    ...deadlines.changes.slice(0, 20).map((change) => {
      const was = change.previousAt
        ? `, was ${change.isPreviousEstimated ? 'estimated ' : ''}${change.previousAt}`
        : '';
      return `  ${change.change.padEnd(9)} ${change.venueId} ${change.editionYear} ${change.kind}${change.track ? ` (${change.track})` : ''}: ${change.newAt}${was}`;
    }),
  );
  if (report.alertsSent !== null) lines.push(`Alerts: ${report.alertsSent} e-mails sent`);
  if (report.violations.length > 0) {
    lines.push('Blocked:', ...report.violations.slice(0, 20).map((violation) => `  ${violation}`));
    if (report.violations.length > 20) lines.push(`  and ${report.violations.length - 20} more`);
  }
  return `${lines.join('\n')}\n`;
}
