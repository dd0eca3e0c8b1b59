import { render } from '@testing-library/react';
import type { AcceptanceRate, Notification } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { DecisionAndAcceptance } from './decision-and-acceptance';

const rate: AcceptanceRate = { year: 2025, rate: 0.2351, source: 'ccf-deadlines' };

describe('DecisionAndAcceptance', () => {
  it.each<[string, Notification | null, AcceptanceRate | null, string[]]>([
    [
      'a published decision date in its AoE day, with the gap',
      {
        at: '2027-02-10T11:59:59.000Z',
        timezone: 'AoE',
        published: { date: '2027-02-09', time: '23:59', zone: 'AoE' },
        estimated: false,
        weeksAfterDeadline: 10,
      },
      rate,
      ['Decision 9 Feb 2027 · ~10 weeks later', 'Acceptance 23.5 % (2025, ccf-deadlines)'],
    ],
    [
      'an estimated decision as a gap after the deadline, naming the year it repeats',
      {
        at: '2027-02-10T11:59:59.000Z',
        timezone: 'AoE',
        published: { date: '2027-02-09', time: '23:59', zone: 'AoE' },
        estimated: true,
        weeksAfterDeadline: 10,
        basisYear: 2026,
      },
      null,
      ['Decision ~10 weeks after the deadline (estimated from 2026)'],
    ],
    [
      'a one-week gap in the singular',
      {
        at: '2027-02-10T00:00:00.000Z',
        timezone: 'UTC',
        published: { date: '2027-02-10', time: '00:00', zone: 'UTC' },
        estimated: false,
        weeksAfterDeadline: 1,
      },
      null,
      ['Decision 10 Feb 2027 · ~1 week later'],
    ],
    [
      'only the acceptance rate when no decision date is known',
      null,
      rate,
      ['Acceptance 23.5 % (2025, ccf-deadlines)'],
    ],
  ])('shows %s', (_name, notification, latestAcceptanceRate, lines) => {
    const { container } = render(
      <DecisionAndAcceptance notification={notification} latestAcceptanceRate={latestAcceptanceRate} />,
    );
    const shown = [...container.querySelectorAll('span > span')].map((line) => line.textContent);
    expect(shown).toEqual(lines);
  });

  it('shows nothing when neither is known', () => {
    const { container } = render(<DecisionAndAcceptance notification={null} latestAcceptanceRate={null} />);
    expect(container.textContent).toBe('');
  });
});
