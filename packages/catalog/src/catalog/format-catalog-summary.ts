import type { CatalogSummary } from './summarize-catalog.ts';

const UPCOMING_SHOWN = 15;

/** Formats an import summary as the plain-text report the import command prints. */
export function formatCatalogSummary(
  summary: CatalogSummary,
  { elapsedMs, out }: { elapsedMs: number; out: string },
): string {
  const percent = (count: number) => `${((100 * count) / Math.max(1, summary.venues)).toFixed(1)}%`;
  const { known, estimated, rolling, tba } = summary.nextDeadline;
  const lines = [
    `Catalog written to ${out}`,
    `Venues: ${summary.venues} (${Object.entries(summary.byType)
      .map(([type, n]) => `${n} ${type}s`)
      .join(', ')})`,
    'By area:',
    ...Object.entries(summary.byArea).map(([area, n]) => `  ${area.padEnd(30)} ${n}`),
    `Deadlines parsed: ${summary.deadlinesParsed}; in the merged catalog: ${summary.deadlinesInCatalog}`,
    `Next deadline: known ${known} (${percent(known)}), estimated ${estimated} (${percent(estimated)}), ` +
      `rolling ${rolling} (${percent(rolling)}), TBA ${tba} (${percent(tba)})`,
    `Upcoming published deadlines (next 90 days): ${summary.upcoming.length}`,
    ...summary.upcoming
      .slice(0, UPCOMING_SHOWN)
      .map(({ acronym, deadline }) => `  ${deadline.at}  ${acronym} ${deadline.kind} (${deadline.timezone})`),
    `Skipped: ${summary.skipped.reduce((sum, group) => sum + group.count, 0)}`,
    ...summary.skipped.map(
      (group) =>
        `  ${String(group.count).padStart(4)}  ${group.source} ${group.level}: ${group.reason}  e.g. ${group.examples.join('; ')}`,
    ),
    `Source disagreements recorded: ${summary.disagreements}; merge decisions noted: ${summary.mergeNotes}`,
    `Import time: ${(elapsedMs / 1000).toFixed(2)} s`,
  ];
  return `${lines.join('\n')}\n`;
}
