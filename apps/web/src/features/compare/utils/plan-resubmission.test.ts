import { describe, expect, it } from 'vitest';
import { canMakeAfter, planResubmission, type PlanVenue } from './plan-resubmission';
import { getPlanWindow } from './plan-window';

const planWindow = getPlanWindow(new Date('2027-01-01T00:00:00Z'));
const published = (at: string) => ({ date: at.slice(0, 10), time: at.slice(11, 16), zone: 'UTC' });

/** A venue due at `deadline` (estimated when marked `~`) deciding at `decision` (`~` likewise). */
function venue(acronym: string, deadline: string | null, decision: string | null): PlanVenue {
  const isDeadlineEstimated = deadline?.startsWith('~') ?? false;
  const isDecisionEstimated = decision?.startsWith('~') ?? false;
  const deadlineAt = deadline?.replace('~', '');
  const decisionAt = decision?.replace('~', '');
  return {
    id: `conf/${acronym.toLowerCase()}`,
    acronym,
    name: `${acronym} Conference`,
    isRolling: false,
    nextDeadline: deadlineAt
      ? {
          at: deadlineAt,
          kind: 'paper',
          timezone: 'UTC',
          estimated: isDeadlineEstimated,
          published: published(deadlineAt),
        }
      : null,
    notification: decisionAt
      ? {
          at: decisionAt,
          timezone: 'UTC',
          published: published(decisionAt),
          estimated: isDecisionEstimated,
          weeksAfterDeadline: 10,
        }
      : null,
  };
}

const path = (venues: PlanVenue[], first: string) => {
  const plan = planResubmission(venues, `conf/${first.toLowerCase()}`, planWindow);
  return {
    steps: plan.steps.map((step) => step.venue.acronym),
    end: plan.end,
    reachable: plan.reachableAfterFirst.map((step) => step.venue.acronym),
  };
};

describe('canMakeAfter', () => {
  it.each([
    ['a deadline on the decision day, hours later', '2027-03-01T00:00:00Z', '2027-03-01T23:00:00Z', false],
    ['a deadline exactly a day after the decision', '2027-03-01T12:00:00Z', '2027-03-02T12:00:00Z', true],
    ['a deadline a minute short of a day after', '2027-03-01T12:00:00Z', '2027-03-02T11:59:00Z', false],
    ['a deadline before the decision', '2027-03-10T00:00:00Z', '2027-03-01T00:00:00Z', false],
    ['a deadline weeks after the decision', '2027-03-01T00:00:00Z', '2027-04-15T00:00:00Z', true],
  ])('%s: %s', (_case, decisionAt, deadlineAt, expected) => {
    expect(canMakeAfter(decisionAt, deadlineAt)).toBe(expected);
  });
});

describe('planResubmission', () => {
  it.each([
    {
      name: 'goes on after each decision to the best-ranked venue still open',
      venues: [
        venue('A', '2027-02-01T00:00:00Z', '2027-04-01T00:00:00Z'),
        venue('B', '2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z'),
        venue('C', '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'),
        venue('D', '2027-05-01T00:00:00Z', '2027-07-01T00:00:00Z'),
        venue('E', '2027-09-01T00:00:00Z', '2027-11-01T00:00:00Z'),
      ],
      first: 'A',
      expected: { steps: ['A', 'C', 'E'], end: 'no-later-deadline', reachable: ['D', 'C', 'E'] },
    },
    {
      name: 'leaves out a deadline on the day of the previous decision',
      venues: [
        venue('A', '2027-02-01T00:00:00Z', '2027-04-01T09:00:00Z'),
        venue('B', '2027-04-01T23:59:00Z', '2027-06-01T00:00:00Z'),
        venue('C', '2027-04-02T09:00:00Z', null),
      ],
      first: 'A',
      expected: { steps: ['A', 'C'], end: 'decision-unknown', reachable: ['C'] },
    },
    {
      name: 'stops at a venue whose decision date is unknown rather than guessing it',
      venues: [
        venue('A', '2027-02-01T00:00:00Z', null),
        venue('B', '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'),
      ],
      first: 'A',
      expected: { steps: ['A'], end: 'decision-unknown', reachable: [] },
    },
    {
      name: 'has no path when the first choice has no deadline in the next 12 months',
      venues: [
        venue('A', '2028-02-01T00:00:00Z', '2028-04-01T00:00:00Z'),
        venue('B', '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'),
      ],
      first: 'A',
      expected: { steps: [], end: 'first-choice-out-of-window', reachable: [] },
    },
    {
      name: 'has no path when the first choice has no deadline at all',
      venues: [venue('A', null, null), venue('B', '2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z')],
      first: 'A',
      expected: { steps: [], end: 'first-choice-out-of-window', reachable: [] },
    },
    {
      name: 'skips a venue whose deadline is past or beyond the 12 months',
      venues: [
        venue('A', '2027-02-01T00:00:00Z', '2027-04-01T00:00:00Z'),
        venue('B', '2026-12-01T00:00:00Z', '2027-02-01T00:00:00Z'),
        venue('C', '2028-01-02T00:00:00Z', '2028-03-01T00:00:00Z'),
        venue('D', '2027-12-31T23:00:00Z', '2028-02-01T00:00:00Z'),
      ],
      first: 'A',
      expected: { steps: ['A', 'D'], end: 'no-later-deadline', reachable: ['D'] },
    },
    {
      name: 'ends when no remaining deadline comes after the decision',
      venues: [
        venue('A', '2027-05-01T00:00:00Z', '2027-07-01T00:00:00Z'),
        venue('B', '2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z'),
      ],
      first: 'A',
      expected: { steps: ['A'], end: 'no-later-deadline', reachable: [] },
    },
    {
      name: 'starts from any first choice, not only the best-ranked venue',
      venues: [
        venue('A', '2027-08-01T00:00:00Z', '2027-10-01T00:00:00Z'),
        venue('B', '2027-03-01T00:00:00Z', '2027-05-01T00:00:00Z'),
      ],
      first: 'B',
      expected: { steps: ['B', 'A'], end: 'no-later-deadline', reachable: ['A'] },
    },
  ])('$name', ({ venues, first, expected }) => {
    expect(path(venues, first)).toEqual(expected);
  });

  it('keeps estimated deadlines and decisions marked as estimates along the path', () => {
    const plan = planResubmission(
      [
        venue('A', '2027-02-01T00:00:00Z', '~2027-04-01T00:00:00Z'),
        venue('B', '~2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'),
      ],
      'conf/a',
      planWindow,
    );
    expect(
      plan.steps.map(({ venue: { acronym }, deadline, decision }) => ({
        acronym,
        isDeadlineEstimated: deadline.estimated,
        isDecisionEstimated: decision?.estimated,
      })),
    ).toEqual([
      { acronym: 'A', isDeadlineEstimated: false, isDecisionEstimated: true },
      { acronym: 'B', isDeadlineEstimated: true, isDecisionEstimated: false },
    ]);
    expect(plan.steps.map((step) => [step.deadline.at, step.decision?.at])).toEqual([
      ['2027-02-01T00:00:00Z', '2027-04-01T00:00:00Z'],
      ['2027-06-01T00:00:00Z', '2027-08-01T00:00:00Z'],
    ]);
  });
});
