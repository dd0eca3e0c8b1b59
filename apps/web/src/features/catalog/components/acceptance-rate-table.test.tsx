import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptanceRateTable } from './acceptance-rate-table';

describe('AcceptanceRateTable', () => {
  it('lists the rates newest first with counts, source and the cited figure', () => {
    render(
      <AcceptanceRateTable
        rates={[
          { year: 2023, rate: 0.2578, submitted: 9155, accepted: 2360, source: 'ccf-deadlines' },
          {
            year: 2025,
            rate: 0.2212,
            submitted: 13008,
            accepted: 2878,
            source: 'ccf-deadlines',
            reference: 'https://github.com/emeryberger/csconferences',
          },
          { year: 2024, rate: 0.2358, source: 'ccf-deadlines' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Acceptance rates by year, with their sources' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['2025', '22.1 %', '2,878 / 13,008', 'ccf-deadlines · cited figure for 2025'],
      ['2024', '23.6 %', '—', 'ccf-deadlines'],
      ['2023', '25.8 %', '2,360 / 9,155', 'ccf-deadlines'],
    ]);
    expect(screen.getByRole('link', { name: 'cited figure for 2025' }).getAttribute('href')).toBe(
      'https://github.com/emeryberger/csconferences',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Acceptance rates' })).not.toBeNull();
  });

  it('renders nothing for a venue without rates', () => {
    const { container } = render(<AcceptanceRateTable rates={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
