import { describe, expect, it } from 'vitest';
import { describeSourceRefresh } from './describe-source-refresh';

const shipped = { snapshotCommit: '5f8dce347bc1', snapshotDate: '2026-08-20' };

describe('describeSourceRefresh', () => {
  it.each([
    [
      'a refreshed source, by its short commit and UTC day',
      { ...shipped, lastRefresh: { fetchedAt: '2027-01-03T23:30:00.000Z', commit: 'abc1234def5678' } },
      'Last refreshed 3 Jan 2027 from commit abc1234',
    ],
    [
      'a refreshed source without commits',
      { ...shipped, lastRefresh: { fetchedAt: '2027-01-03T04:00:00.000Z', commit: null } },
      'Last refreshed 3 Jan 2027',
    ],
    [
      'a source not refreshed yet, by its shipped commit and date',
      { ...shipped, lastRefresh: null },
      'Not refreshed since the shipped snapshot (commit 5f8dce3, 20 Aug 2026)',
    ],
    [
      'an undated shipped snapshot',
      { snapshotCommit: '2bc8b00100f2', snapshotDate: null, lastRefresh: null },
      'Not refreshed since the shipped snapshot (commit 2bc8b00)',
    ],
    [
      'a shipped snapshot with neither commit nor date',
      { snapshotCommit: null, snapshotDate: null, lastRefresh: null },
      'Not refreshed since the shipped snapshot',
    ],
  ])('words %s', (_case, status, expected) => {
    expect(describeSourceRefresh(status)).toBe(expected);
  });
});
