import { describe, expect, it } from 'vitest';
import { listCatalogSources } from '@venuescout/catalog';
import { CatalogSourceListSchema } from '@venuescout/contracts';
import { schema } from '@venuescout/db';
import { jsonOf } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const snapshot = (sourceId: string, commit: string | null, fetchedAt: string) => ({
  sourceId,
  url: `https://example.org/${sourceId}`,
  commit,
  checksum: `sha256-${sourceId}`,
  files: [{ path: 'conferences.yml', text: '[]' }],
  fetchedAt: new Date(fetchedAt),
});

describe('GET /api/catalog/sources', () => {
  const t = useTestApp();

  it('lists every source in merge precedence with its shipped commit, unrefreshed before any refresh', async () => {
    const response = await t.newClient().request('/api/catalog/sources');
    expect(response.status).toBe(200);
    const { items } = CatalogSourceListSchema.parse(await jsonOf(response));
    expect(items.map((item) => item.id)).toEqual(listCatalogSources().map((source) => source.id));
    expect(items.find((item) => item.id === 'ccf-deadlines')).toEqual({
      id: 'ccf-deadlines',
      name: 'CCF Deadlines',
      upstream: 'https://github.com/ccfddl/ccf-deadlines',
      snapshotCommit: '5f8dce347bc1',
      snapshotDate: '2026-08-20',
      lastRefresh: null,
    });
  });

  it('gives each refreshed source the time and commit of its last fetch, and leaves the others as shipped', async () => {
    await t.context.deps.db.insert(schema.catalogSourceSnapshots).values([
      snapshot('ccf-deadlines', 'abc1234def5678', '2027-01-03T04:00:00.000Z'),
      snapshot('curated', null, '2027-01-03T04:00:01.000Z'),
      // A source this version no longer lists is left out.
      snapshot('retired-deadlines', 'fedcba9', '2027-01-03T04:00:02.000Z'),
    ]);
    const { items } = CatalogSourceListSchema.parse(
      await jsonOf(await t.newClient().request('/api/catalog/sources')),
    );
    const byId = new Map(items.map((item) => [item.id, item.lastRefresh]));
    expect(items).toHaveLength(listCatalogSources().length);
    expect(byId.get('ccf-deadlines')).toEqual({
      fetchedAt: '2027-01-03T04:00:00.000Z',
      commit: 'abc1234def5678',
    });
    expect(byId.get('curated')).toEqual({ fetchedAt: '2027-01-03T04:00:01.000Z', commit: null });
    expect(byId.get('hf-ai-deadlines')).toBeNull();
    expect(byId.has('retired-deadlines')).toBe(false);
  });

  it('is cacheable like the other public catalog answers', async () => {
    const response = await t.newClient().request('/api/catalog/sources');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
