import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

/** How long a change stays marked on the pages after a refresh found it. */
export const recentChangeMs = 30 * 86_400_000;

/**
 * The venue's changes shown at `now`: found at most 30 days before it and not after it (a request about
 * an earlier moment must not see a change found later). Keeps the latest-found-first order.
 */
export function listRecentChanges(
  changes: readonly DeadlineChangeRecord[] | undefined,
  now: Date,
): DeadlineChangeRecord[] {
  const at = now.getTime();
  return (changes ?? []).filter((change) => {
    const detected = Date.parse(change.detectedAt);
    return detected <= at && at - detected < recentChangeMs;
  });
}
