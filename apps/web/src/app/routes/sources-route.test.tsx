import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SourcesRoute } from './sources-route';

describe('SourcesRoute', () => {
  it('credits the collections whose paper titles the results show, with their licences', () => {
    render(<SourcesRoute />);
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
    render(<SourcesRoute />);
    const catalog = screen.getByRole('region', { name: 'Venue catalog' });
    expect(within(catalog).getByRole('heading', { name: 'ccfddl/ccf-deadlines' })).not.toBeNull();
    expect(within(catalog).queryByText(/dblp computer science bibliography/)).toBeNull();
  });
});
