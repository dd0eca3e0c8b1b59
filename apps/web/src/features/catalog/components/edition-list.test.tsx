import { render, screen } from '@testing-library/react';
import type { Disagreement, Edition } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { EditionList } from './edition-list';

// Instants at 11:59:59 UTC are 23:59:59 AoE on the day before, the date a researcher sees.
const edition: Edition = {
  year: 2025,
  url: null,
  place: null,
  dates: null,
  source: 'ccf-deadlines',
  deadlines: [
    { kind: 'paper', at: '2024-08-09T11:59:59.000Z', timezone: 'AoE', source: 'ccf-deadlines' },
    { kind: 'paper', at: '2025-02-11T11:59:59.000Z', timezone: 'AoE', source: 'ccf-deadlines' },
  ],
};

describe('EditionList', () => {
  it('shows what another source says beside the deadline it disagrees with, and rounds it lacks', () => {
    const disagreements: Disagreement[] = [
      {
        field: 'editions.2025.paper.round2',
        chosen: 'ccf-deadlines',
        values: [
          { source: 'ccf-deadlines', value: '2025-02-11T11:59:59.000Z' },
          { source: 'hf-ai-deadlines', value: '2025-02-11T11:59:00.000Z' },
          { source: 'tobna-ai-deadlines', value: '2025-02-19T11:59:59.000Z' },
        ],
      },
      {
        field: 'editions.2025.paper.unlisted',
        chosen: 'ccf-deadlines',
        values: [{ source: 'pwc-ai-deadlines', value: '2025-05-02T11:59:59.000Z' }],
      },
      { field: 'dblp', chosen: 'curated', values: [{ source: 'curated', value: 'conf/kdd' }] },
    ];
    render(<EditionList editions={[edition]} disagreements={disagreements} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).not.toContain('Another source');
    // A minute apart is the same deadline; a week apart is worth showing.
    expect(rows[1]?.textContent).toContain('Another source says February 18, 2025');
    expect(rows[1]?.textContent).toContain('(tobna-ai-deadlines)');
    expect(rows[1]?.textContent).not.toContain('hf-ai-deadlines');
    expect(screen.getByText(/Another source also lists a paper deadline on/).textContent).toContain(
      'May 1, 2025',
    );
  });

  it('shows no remark where the sources agree', () => {
    render(<EditionList editions={[edition]} />);
    expect(screen.queryByText(/Another source/)).toBeNull();
  });

  it("names a deadline's track, and shows an abstract date left out after the paper date (FMCAD 2026)", () => {
    const fmcad: Edition = {
      ...edition,
      year: 2026,
      deadlines: [
        { kind: 'paper', at: '2026-04-27T11:59:59.000Z', timezone: 'AoE', source: 'ccf-deadlines' },
        {
          kind: 'paper',
          at: '2026-05-20T11:59:59.000Z',
          timezone: 'AoE',
          track: 'short papers',
          source: 'ccf-deadlines',
        },
      ],
    };
    const disagreements: Disagreement[] = [
      {
        field: 'editions.2026.abstract.after-paper',
        chosen: 'ccf-deadlines',
        values: [
          { source: 'ccf-deadlines', value: '2026-04-27T11:59:59.000Z' },
          { source: 'ccf-deadlines', value: '2026-05-04T11:59:59.000Z' },
        ],
      },
    ];
    render(<EditionList editions={[fmcad]} disagreements={disagreements} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[1]?.textContent).toContain('paper · short papers');
    expect(screen.getByText(/also gives an abstract deadline on/).textContent).toContain('May 3, 2026');
  });
});
