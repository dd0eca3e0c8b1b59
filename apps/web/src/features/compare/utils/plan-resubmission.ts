import type { NextDeadline, Notification, VenueCore } from '@venuescout/contracts';
import { isInPlanWindow, type PlanWindow } from './plan-window';

/** What the plan needs of a venue: its names and its next deadline with the decision that goes with it. */
export type PlanVenue = Pick<
  VenueCore,
  'id' | 'acronym' | 'name' | 'nextDeadline' | 'notification' | 'isRolling'
>;

/** One submission of the path: when it is due and when its decision comes, each marked when estimated. */
export type PlanStep = {
  venue: PlanVenue;
  deadline: NextDeadline;
  /** Null when the venue's decision date is unknown: the path cannot go on from it. */
  decision: Notification | null;
};

/** Why the path ends after its last step (or has none). */
export type PlanEnd = 'first-choice-out-of-window' | 'decision-unknown' | 'no-later-deadline';

export type ResubmissionPlan = {
  /** The first choice, then after each decision the best-ranked venue whose deadline can still be made. */
  steps: PlanStep[];
  end: PlanEnd;
  /** Every other venue whose deadline can still be made after the first choice's decision, soonest first. */
  reachableAfterFirst: PlanStep[];
};

const day = 24 * 60 * 60 * 1000;

function toStep(venue: PlanVenue, planWindow: PlanWindow): PlanStep | null {
  const deadline = venue.nextDeadline;
  if (!deadline || !isInPlanWindow(deadline.at, planWindow)) return null;
  return { venue, deadline, decision: venue.notification };
}

/**
 * A revised paper needs time between a rejection and the next deadline: a deadline counts only when it is
 * at least a full day after the decision, so one on the decision's own day does not.
 */
export function canMakeAfter(decisionAt: string, deadlineAt: string): boolean {
  return Date.parse(deadlineAt) - Date.parse(decisionAt) >= day;
}

/**
 * The resubmission path from a first choice: submit there, and after each decision go to the best-ranked
 * remaining venue (in the order given) whose deadline inside the window can still be made. The path ends
 * at a venue whose decision date is unknown, rather than guessing one.
 */
export function planResubmission(
  venues: readonly PlanVenue[],
  firstChoiceId: string,
  planWindow: PlanWindow,
): ResubmissionPlan {
  const candidates = venues
    .map((venue) => toStep(venue, planWindow))
    .filter((step): step is PlanStep => step !== null);
  const first = candidates.find((step) => step.venue.id === firstChoiceId);
  if (!first) return { steps: [], end: 'first-choice-out-of-window', reachableAfterFirst: [] };
  const others = candidates.filter((step) => step !== first);
  const reachableAfter = (decision: Notification, pool: PlanStep[]) =>
    pool.filter((step) => canMakeAfter(decision.at, step.deadline.at));
  const reachableAfterFirst = first.decision
    ? reachableAfter(first.decision, others).sort(
        (a, b) => Date.parse(a.deadline.at) - Date.parse(b.deadline.at),
      )
    : [];

  const steps = [first];
  let last = first;
  let remaining = others;
  for (;;) {
    if (!last.decision) return { steps, end: 'decision-unknown', reachableAfterFirst };
    const next = reachableAfter(last.decision, remaining)[0];
    if (!next) return { steps, end: 'no-later-deadline', reachableAfterFirst };
    steps.push(next);
    last = next;
    remaining = remaining.filter((step) => step !== next);
  }
}
