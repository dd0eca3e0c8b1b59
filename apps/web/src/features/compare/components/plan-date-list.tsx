import { DeadlineText } from '../../../components/venue/deadline-text';
import { describeDecisionLine } from '../utils/describe-decision';
import { isInPlanWindow, type PlanWindow } from '../utils/plan-window';
import type { PlanVenue } from '../utils/plan-resubmission';

/** The timeline in words: each venue's next deadline (published and on the reader's clock) and decision. */
export function PlanDateList({
  venues,
  planWindow,
}: {
  venues: readonly PlanVenue[];
  planWindow: PlanWindow;
}) {
  return (
    <ul aria-label="Deadlines and decisions" className="space-y-2">
      {venues.map((venue) => {
        const deadline = venue.nextDeadline;
        const isInWindow = deadline !== null && isInPlanWindow(deadline.at, planWindow);
        return (
          <li
            key={venue.id}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:gap-4"
          >
            <span className="font-semibold text-slate-900 sm:w-40 sm:shrink-0">
              {venue.acronym || venue.name}
            </span>
            {isInWindow ? (
              <>
                <span className="min-w-0 flex-1">
                  <DeadlineText deadline={deadline} isRolling={venue.isRolling} />
                </span>
                <span className="text-sm text-slate-700 sm:w-56 sm:shrink-0">
                  {describeDecisionLine(venue.notification)}
                </span>
              </>
            ) : (
              <span className="text-sm text-slate-600">
                {venue.isRolling && !deadline ? 'Rolling submissions' : 'No deadline in the next 12 months'}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
