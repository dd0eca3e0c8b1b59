import { formatPublishedDate, type CatalogSourceStatus } from '@venuescout/contracts';

// Seven characters name a commit unambiguously in repositories of this size, as git's short form does.
const shortCommit = (commit: string) => commit.slice(0, 7);
const utcDay = (instant: string) =>
  formatPublishedDate({ date: new Date(instant).toISOString().slice(0, 10) });

/**
 * How fresh a catalog source is: "Last refreshed 3 Jan 2027 from commit abc1234", or "Not refreshed
 * since the shipped snapshot (commit 5f8dce3, 20 Aug 2026)" before any refresh has fetched it.
 */
export function describeSourceRefresh(
  status: Pick<CatalogSourceStatus, 'snapshotCommit' | 'snapshotDate' | 'lastRefresh'>,
): string {
  const { lastRefresh } = status;
  if (lastRefresh) {
    const from = lastRefresh.commit ? ` from commit ${shortCommit(lastRefresh.commit)}` : '';
    return `Last refreshed ${utcDay(lastRefresh.fetchedAt)}${from}`;
  }
  const shipped = [
    status.snapshotCommit ? `commit ${shortCommit(status.snapshotCommit)}` : null,
    status.snapshotDate ? formatPublishedDate({ date: status.snapshotDate }) : null,
  ].filter((part): part is string => part !== null);
  const detail = shipped.length > 0 ? ` (${shipped.join(', ')})` : '';
  return `Not refreshed since the shipped snapshot${detail}`;
}
