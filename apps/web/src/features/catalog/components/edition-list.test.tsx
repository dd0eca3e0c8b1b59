import { render, screen, within } from '@testing-library/react';
import type { Disagreement, Edition } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { formatInLocal } from '../../../lib/format-deadline';
import { EditionList } from './edition-list';

// Instants at 11:59:59 UTC are 23:59:59 AoE on the day before, the date a researcher sees; the server
// sends that day as `published`.
const edition: Edition = {
  year: 2025,
  url: null,
  place: null,
  dates: null,
  source: 'ccf-deadlines',
  deadlines: [
    {
      kind: 'paper',
      at: '2024-08-09T11:59:59.000Z',
      timezone: 'AoE',
      published: { date: '2024-08-08', time: '23:59', zone: 'AoE' },
      source: 'ccf-deadlines',
    },
    {
      kind: 'paper',
      at: '2025-02-11T11:59:59.000Z',
      timezone: 'AoE',
      published: { date: '2025-02-10', time: '23:59', zone: 'AoE' },
      source: 'ccf-deadlines',
    },
  ],
};
// 17:00 Pacific on 25 November is 01:00 UTC on the 26th.
const pacific: Edition = {
  ...edition,
  year: 2027,
  deadlines: [
    {
      kind: 'paper',
      at: '2026-11-26T01:00:00.000Z',
      timezone: 'PT',
      published: { date: '2026-11-25', time: '17:00', zone: 'PT' },
      source: 'ccf-deadlines',
    },
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
    const timeline = screen.getByRole('list', { name: 'Timeline of the 2025 edition' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows[0]?.textContent).not.toContain('Another source');
    // A minute apart is the same deadline; a week apart is worth showing.
    expect(rows[1]?.textContent).toContain('10 Feb 2025, 23:59 AoE');
    // Another source's instant comes without its zone, so it is shown on the reader's clock.
    expect(rows[1]?.textContent).toContain(
      `Another source says ${formatInLocal('2025-02-19T11:59:59.000Z')} (tobna-ai-deadlines)`,
    );
    expect(rows[1]?.textContent).not.toContain('hf-ai-deadlines');
    expect(screen.getByText(/Another source also lists a paper deadline on/).textContent).toContain(
      formatInLocal('2025-05-02T11:59:59.000Z'),
    );
  });

  it('marks the deadline a refresh moved on the timeline, and only that one', () => {
    const [first, second] = edition.deadlines;
    const moved: Edition = {
      ...edition,
      deadlines: [
        first!,
        {
          ...second!,
          change: {
            change: 'moved',
            detectedAt: '2025-01-20T10:00:00.000Z',
            previous: { date: '2025-02-03', time: '23:59', zone: 'AoE' },
            isPreviousEstimated: false,
            days: 7,
          },
        },
      ],
    };
    render(<EditionList editions={[moved]} />);
    const rows = within(screen.getByRole('list', { name: 'Timeline of the 2025 edition' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]?.textContent).not.toContain('Moved');
    expect(within(rows[1]!).getByText('Moved from 3 Feb on 20 Jan')).toBeTruthy();
  });

  it('shows no remark where the sources agree', () => {
    render(<EditionList editions={[edition]} />);
    expect(screen.queryByText(/Another source/)).toBeNull();
  });

  it('shows a deadline on the day and at the time the venue published it, with the instant', () => {
    render(<EditionList editions={[pacific]} />);
    const published = screen.getByText('25 Nov 2026, 17:00 PT');
    expect(published.tagName).toBe('TIME');
    expect(published.getAttribute('datetime')).toBe('2026-11-26T01:00:00.000Z');
    expect(screen.queryByText(/26 Nov 2026.*PT/)).toBeNull();
  });

  it('shows an edition as a timeline of every date in order, then the conference dates and place', () => {
    const iclr: Edition = {
      year: 2027,
      url: null,
      place: 'Rio de Janeiro, Brazil',
      dates: { text: 'April 23-27, 2027', start: '2027-04-23', end: '2027-04-27' },
      source: 'hf-ai-deadlines',
      deadlines: [
        {
          kind: 'notification',
          at: '2027-01-26T11:59:59.000Z',
          published: { date: '2027-01-25', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
          comment: 'Notification',
        },
        {
          kind: 'paper',
          at: '2026-09-25T11:59:59.000Z',
          published: { date: '2026-09-24', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
        },
        {
          kind: 'camera-ready',
          at: '2027-02-20T11:59:59.000Z',
          published: { date: '2027-02-19', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
        },
        {
          kind: 'abstract',
          at: '2026-09-20T11:59:59.000Z',
          published: { date: '2026-09-19', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
        },
        {
          kind: 'rebuttal',
          at: '2026-11-12T11:59:59.000Z',
          published: { date: '2026-11-11', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
          comment: 'Rebuttal period start',
        },
        {
          kind: 'other',
          at: '2026-11-11T11:59:59.000Z',
          published: { date: '2026-11-10', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'hf-ai-deadlines',
          comment: 'Reviews Released',
        },
      ],
    };
    render(<EditionList editions={[iclr]} />);
    const timeline = screen.getByRole('list', { name: 'Timeline of the 2027 edition' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Abstract deadline',
      'Paper deadline',
      'Reviews Released',
      'Rebuttal period starts',
      'Notification',
      'Camera-ready version due',
      'Conference',
    ]);
    expect(items[3]?.textContent).toContain('Rebuttal period start');
    expect(items[4]?.querySelector('time')?.getAttribute('dateTime')).toBe('2027-01-26T11:59:59.000Z');
    expect(items[4]?.textContent).toContain('25 Jan 2027, 23:59 AoE');
    expect(items[6]?.textContent).toBe('Conference23 Apr 2027 – 27 Apr 2027 · Rio de Janeiro, Brazil');
  });

  it('falls back to the published text of conference dates it could not read', () => {
    render(
      <EditionList
        editions={[
          { ...edition, deadlines: [], dates: { text: 'August 2027 (exact dates TBD)' }, place: null },
        ]}
      />,
    );
    const timeline = screen.getByRole('list', { name: 'Timeline of the 2025 edition' });
    expect(within(timeline).getByRole('listitem').textContent).toBe(
      'ConferenceAugust 2027 (exact dates TBD)',
    );
  });

  it("names a deadline's track, and shows an abstract date left out after the paper date (FMCAD 2026)", () => {
    const fmcad: Edition = {
      ...edition,
      year: 2026,
      deadlines: [
        {
          kind: 'paper',
          at: '2026-04-27T11:59:59.000Z',
          published: { date: '2026-04-26', time: '23:59', zone: 'AoE' },
          timezone: 'AoE',
          source: 'ccf-deadlines',
        },
        {
          kind: 'paper',
          at: '2026-05-20T11:59:59.000Z',
          published: { date: '2026-05-19', time: '23:59', zone: 'AoE' },
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
    const timeline = screen.getByRole('list', { name: 'Timeline of the 2026 edition' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('Paper deadline · short papers');
    expect(items[1]?.textContent).toContain('19 May 2026, 23:59 AoE');
    expect(screen.getByText(/also gives an abstract deadline on/).textContent).toContain(
      formatInLocal('2026-05-04T11:59:59.000Z'),
    );
  });
});
