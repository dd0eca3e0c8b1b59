import { describeDeadline } from '@venuescout/contracts';
import { formatInLocal } from '../../../lib/format-deadline';
import { describeDecisionLine } from '../utils/describe-decision';
import type { PlanStep, ResubmissionPlan } from '../utils/plan-resubmission';

const nameOf = (step: PlanStep) => step.venue.acronym || step.venue.name;

function StepDates({ step }: { step: PlanStep }) {
  const { deadline, decision } = step;
  return (
    <span className="block text-sm text-slate-700">
      Submit by <time dateTime={deadline.at}>{describeDeadline(deadline)}</time>
      {deadline.estimated ? (
        <span className="font-medium text-amber-800"> (estimated deadline)</span>
      ) : (
        <span className="text-slate-600"> · your time: {formatInLocal(deadline.at)}</span>
      )}
      <span className="block">{describeDecisionLine(decision)}</span>
    </span>
  );
}

function describeEnd(plan: ResubmissionPlan): string {
  const last = plan.steps.at(-1);
  if (!last) return 'Your first choice has no deadline in the next 12 months, so no path starts there.';
  if (plan.end === 'decision-unknown') {
    return `${nameOf(last)}: decision date unknown, so the path cannot go on from it.`;
  }
  return `No other venue here has a deadline in the next 12 months after the decision of ${nameOf(last)}.`;
}

/**
 * Where a paper can go after each rejection: the first choice, then the best-ranked venue whose deadline
 * is still ahead after each decision; and every venue still open after the first decision.
 */
export function ResubmissionPath({ plan }: { plan: ResubmissionPlan }) {
  const first = plan.steps[0];
  return (
    <div className="space-y-4">
      {plan.steps.length > 0 ? (
        <ol aria-label="Resubmission path" className="space-y-2">
          {plan.steps.map((step, index) => (
            <li key={step.venue.id} className="rounded-lg border border-indigo-200 bg-indigo-50 p-3">
              <span className="font-semibold text-slate-900">
                {index + 1}. {step.venue.acronym ? `${step.venue.acronym} — ` : ''}
                {step.venue.name}
              </span>
              <StepDates step={step} />
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-sm text-slate-700">{describeEnd(plan)}</p>
      {first ? (
        <section aria-labelledby="still-open">
          <h3 id="still-open" className="font-semibold text-slate-900">
            Still open after the decision of {nameOf(first)}
          </h3>
          {plan.reachableAfterFirst.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {plan.reachableAfterFirst.map((step) => (
                <li key={step.venue.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <span className="font-semibold text-slate-900">{nameOf(step)}</span>
                  <StepDates step={step} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {first.decision === null
                ? 'None can be known: its decision date is unknown.'
                : 'None of the other venues here.'}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
