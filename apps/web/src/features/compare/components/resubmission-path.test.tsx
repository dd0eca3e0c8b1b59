import { render, screen, within } from '@testing-library/react';
import type { NextDeadline, Notification } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { planResubmission, type PlanVenue } from '../utils/plan-resubmission';
import { getPlanWindow } from '../utils/plan-window';
import { ResubmissionPath } from './resubmission-path';

const planWindow = getPlanWindow(new Date('2027-01-01T00:00:00Z'));

const deadline = (date: string, estimated = false): NextDeadline => ({
  at: `${date}T11:59:00Z`,
  kind: 'paper',
  timezone: 'AoE',
  estimated,
  published: { date, time: '23:59', zone: 'AoE' },
  ...(estimated ? { errorDays: 9, basisYear: 2026 } : {}),
});
const decision = (date: string, estimated = false): Notification => ({
  at: `${date}T11:59:00Z`,
  timezone: 'AoE',
  published: { date, time: '23:59', zone: 'AoE' },
  estimated,
  weeksAfterDeadline: 8,
  ...(estimated ? { basisYear: 2026 } : {}),
});
const venue = (acronym: string, next: NextDeadline | null, notification: Notification | null): PlanVenue => ({
  id: `conf/${acronym.toLowerCase()}`,
  acronym,
  name: `${acronym} Conference`,
  isRolling: false,
  nextDeadline: next,
  notification,
});

function renderPath(venues: PlanVenue[], firstChoiceId: string) {
  render(<ResubmissionPath plan={planResubmission(venues, firstChoiceId, planWindow)} />);
  return screen.queryByRole('list', { name: 'Resubmission path' });
}

describe('ResubmissionPath', () => {
  it('lists each step with its published deadline and decision, labelling estimates', () => {
    const path = renderPath(
      [
        venue('ACL', deadline('2027-02-15'), decision('2027-05-15', true)),
        venue('EMNLP', deadline('2027-06-01', true), null),
      ],
      'conf/acl',
    );
    const steps = within(path!).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(
        /^1\. ACL — ACL ConferenceSubmit by 15 Feb 2027, 23:59 AoE · your time: .*Decision: around 15 May 2027, estimated from 2026$/,
      ),
      '2. EMNLP — EMNLP ConferenceSubmit by around 1 Jun 2027, usually within ±9 days (estimated deadline)Decision date unknown',
    ]);
    expect(screen.getByText('EMNLP: decision date unknown, so the path cannot go on from it.')).toBeTruthy();
  });

  it('says when the first choice has no deadline in the next 12 months', () => {
    const path = renderPath([venue('ACL', deadline('2028-02-15'), decision('2028-05-15'))], 'conf/acl');
    expect(path).toBeNull();
    expect(
      screen.getByText('Your first choice has no deadline in the next 12 months, so no path starts there.'),
    ).toBeTruthy();
  });

  it('says that nothing later can be known after a first choice with an unknown decision date', () => {
    renderPath(
      [venue('ACL', deadline('2027-02-15'), null), venue('EMNLP', deadline('2027-06-01'), null)],
      'conf/acl',
    );
    expect(screen.getByText('None can be known: its decision date is unknown.')).toBeTruthy();
  });
});
