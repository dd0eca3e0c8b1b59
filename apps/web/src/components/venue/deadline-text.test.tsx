import { render, screen } from '@testing-library/react';
import type { NextDeadline } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { formatInLocal } from '../../lib/format-deadline';
import { DeadlineText } from './deadline-text';

// 17:00 Pacific on 25 November 2030 is 01:00 UTC on the 26th: the UTC day would be a day late.
const vldb: NextDeadline = {
  at: '2030-11-26T01:00:00.000Z',
  kind: 'paper',
  timezone: 'PT',
  estimated: false,
  published: { date: '2030-11-25', time: '17:00', zone: 'PT' },
};
const estimate: NextDeadline = {
  at: '2031-01-10T11:59:59.000Z',
  kind: 'paper',
  timezone: 'AoE',
  estimated: true,
  basisYear: 2030,
  published: { date: '2031-01-09', time: '23:59', zone: 'AoE' },
};

describe('DeadlineText', () => {
  it('heads with the deadline as the venue published it, then the reader’s time and a countdown', () => {
    const { container } = render(<DeadlineText deadline={vldb} isRolling={false} />);
    const headline = screen.getByText('25 Nov 2030, 17:00 PT');
    expect(headline.tagName).toBe('TIME');
    expect(headline.getAttribute('datetime')).toBe(vldb.at);
    expect(container.textContent).toContain(`Your time: ${formatInLocal(vldb.at)}`);
    expect(container.textContent).toMatch(/· in \d+ days/);
    expect(container.textContent).not.toContain('26 Nov 2030, 01:00 PT');
  });

  it.each([
    [9, 'around 9 Jan 2031, usually within ±9 days'],
    [undefined, 'around 9 Jan 2031'],
  ])('words an estimate with a typical error of %s days by its day and basis', (errorDays, expected) => {
    const { container } = render(
      <DeadlineText deadline={{ ...estimate, ...(errorDays ? { errorDays } : {}) }} isRolling={false} />,
    );
    expect(screen.getByText(expected).tagName).toBe('TIME');
    expect(container.textContent).toContain('estimated from the 2030 edition');
    expect(container.textContent).not.toContain('23:59');
    expect(container.textContent).not.toContain('Your time');
  });

  it.each([
    [true, 'Rolling submissions'],
    [false, 'Deadline TBA'],
  ])('says what is known without a date (rolling: %s)', (isRolling, expected) => {
    render(<DeadlineText deadline={null} isRolling={isRolling} />);
    expect(screen.getByText(expected)).toBeTruthy();
  });
});
