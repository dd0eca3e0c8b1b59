import { screen, within } from '@testing-library/react';
import type { CatalogSourceStatus } from '@venuescout/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { stubFetch } from '../../testing/stub-fetch';
import { SourcesRoute } from './sources-route';

const status = (id: string, overrides: Partial<CatalogSourceStatus> = {}): CatalogSourceStatus => ({
  id,
  name: id,
  upstream: `https://github.com/example/${id}`,
  snapshotCommit: '5f8dce347bc1',
  snapshotDate: '2026-08-20',
  lastRefresh: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SourcesRoute', () => {
  beforeEach(() => {
    stubFetch(200, { items: [] });
  });

  it('credits the collections whose paper titles the results show, with their licences', () => {
    renderWithProviders(<SourcesRoute />);
    const papers = screen.getByRole('region', { name: 'Published papers' });
    expect(papers.textContent).toContain('Only titles, years and links are shown, never abstracts.');
    const credited = within(papers)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(credited).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dblp computer science bibliography.*Licence: CC0 1\.0/),
        expect.stringMatching(/^ACL Anthology.*Licence: CC BY 4\.0/),
        expect.stringMatching(/^sysconf .*Licence: CC BY-SA 4\.0$/),
        expect.stringMatching(/^vispubdata /),
        expect.stringMatching(/^ResearchArtifacts .*ICSE and FSE/),
        expect.stringMatching(/^StringologyTimes /),
        expect.stringMatching(/WACV/),
        expect.stringMatching(/^Paper Copilot/),
        expect.stringMatching(/^ACM-CR/),
        expect.stringMatching(/^OpenReview/),
        expect.stringMatching(/^Paper-Archive/),
      ]),
    );
  });

  it('still lists the catalog sources apart from the paper collections', () => {
    renderWithProviders(<SourcesRoute />);
    const catalog = screen.getByRole('region', { name: 'Venue catalog' });
    expect(within(catalog).getByRole('heading', { name: 'ccfddl/ccf-deadlines' })).not.toBeNull();
    expect(within(catalog).queryByText(/dblp computer science bibliography/)).toBeNull();
  });
});

describe('SourcesRoute on the catalog sources’ refreshes', () => {
  const catalogItem = async (name: string) =>
    within(screen.getByRole('region', { name: 'Venue catalog' }))
      .getByRole('heading', { name })
      .closest('li')!;

  it('says when each source was last refreshed and from which commit, or that it is as shipped', async () => {
    const fetchMock = stubFetch(200, {
      items: [
        status('ccf-deadlines', {
          lastRefresh: { fetchedAt: '2027-01-03T04:00:00.000Z', commit: 'abc1234def5678' },
        }),
        status('hf-ai-deadlines'),
      ],
    });
    renderWithProviders(<SourcesRoute />);
    expect(await screen.findByText('Last refreshed 3 Jan 2027 from commit abc1234')).toBeTruthy();
    expect((await catalogItem('ccfddl/ccf-deadlines')).textContent).toContain(
      'Last refreshed 3 Jan 2027 from commit abc1234',
    );
    expect((await catalogItem('huggingface/ai-deadlines')).textContent).toContain(
      'Not refreshed since the shipped snapshot (commit 5f8dce3, 20 Aug 2026)',
    );
    // A source the answer does not mention keeps its static entry alone.
    expect((await catalogItem('tobna/ai-deadlines')).textContent).not.toMatch(/refreshed/);
    expect(fetchMock).toHaveBeenCalledWith('/api/catalog/sources', expect.anything());
  });

  it('still lists every source with its licence when the request fails', async () => {
    const fetchMock = stubFetch(500, { code: 'INTERNAL', message: 'Something went wrong.' });
    renderWithProviders(<SourcesRoute />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const catalog = screen.getByRole('region', { name: 'Venue catalog' });
    expect(within(catalog).getAllByRole('listitem')).toHaveLength(9);
    expect((await catalogItem('ccfddl/ccf-deadlines')).textContent).toContain('Licence: MIT');
    expect(catalog.textContent).not.toMatch(/refreshed/);
  });
});
