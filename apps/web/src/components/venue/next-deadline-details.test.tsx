import { render, screen } from '@testing-library/react';
import type { DeadlineChange, NextDeadline } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { NextDeadlineDetails } from './next-deadline-details';

// 23:59 AoE on 22 January 2031 is 11:59 UTC on the 23rd.
const deadline: NextDeadline = {
  at: '2031-01-23T11:59:00.000Z',
  kind: 'paper',
  timezone: 'AoE',
  estimated: false,
  published: { date: '2031-01-22', time: '23:59', zone: 'AoE' },
};
const aoe = (date: string) => ({ date, time: '23:59', zone: 'AoE' });
const found = '2031-01-03T08:00:00.000Z';
const venue = (change?: DeadlineChange) => ({
  nextDeadline: { ...deadline, ...(change ? { change } : {}) },
  isRolling: false,
  notification: null,
  latestAcceptanceRate: null,
});

describe('NextDeadlineDetails on a deadline a refresh changed', () => {
  it.each<[string, DeadlineChange, string]>([
    [
      'an extension',
      {
        change: 'extended',
        detectedAt: found,
        previous: aoe('2031-01-15'),
        isPreviousEstimated: false,
        days: 7,
      },
      'Extended by 7 days on 3 Jan',
    ],
    [
      'a move',
      {
        change: 'moved',
        detectedAt: found,
        previous: aoe('2030-12-28'),
        isPreviousEstimated: false,
        days: 25,
      },
      'Moved from 28 Dec 2030 on 3 Jan 2031',
    ],
    [
      'a published estimate',
      {
        change: 'published',
        detectedAt: found,
        previous: aoe('2031-01-10'),
        isPreviousEstimated: true,
        days: null,
      },
      'Published 3 Jan, was estimated 10 Jan',
    ],
    [
      'a deadline published where none was known',
      { change: 'published', detectedAt: found, previous: null, isPreviousEstimated: false, days: null },
      'Published 3 Jan',
    ],
  ])('says so in words for %s, beside the deadline', (_case, change, expected) => {
    const { container } = render(<NextDeadlineDetails venue={venue(change)} />);
    expect(screen.getByText(expected)).toBeTruthy();
    // The badge follows the deadline it is about.
    expect(container.textContent).toMatch(new RegExp(`22 Jan 2031, 23:59 AoE · paper${expected}`));
  });

  it('adds nothing to a deadline without a recent change', () => {
    const { container } = render(<NextDeadlineDetails venue={venue()} />);
    expect(container.textContent).not.toMatch(/Extended|Moved|Published/);
  });
});
