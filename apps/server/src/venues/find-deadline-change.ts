import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

/**
 * The change that produced this deadline: same edition year, kind and instant, the latest found if
 * several. An estimate has none: a change is about a published date.
 */
export function findDeadlineChange(
  changes: readonly DeadlineChangeRecord[],
  deadline: { editionYear: number; kind: string; at: string; estimated: boolean },
): DeadlineChangeRecord | null {
  if (deadline.estimated) return null;
  const at = Date.parse(deadline.at);
  return (
    changes.find(
      (change) =>
        change.editionYear === deadline.editionYear &&
        change.kind === deadline.kind &&
        Date.parse(change.newAt) === at,
    ) ?? null
  );
}
