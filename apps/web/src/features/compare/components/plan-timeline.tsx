import { isInPlanWindow, listMonthTicks, toWindowPercent, type PlanWindow } from '../utils/plan-window';
import type { PlanVenue } from '../utils/plan-resubmission';

type PlanTimelineProps = {
  venues: readonly PlanVenue[];
  planWindow: PlanWindow;
  /** Venues on the resubmission path, drawn stronger. */
  pathIds: ReadonlySet<string>;
};

const markerBase = 'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2';

/**
 * The twelve months as a drawing: each venue's deadline (indigo) and decision (green), joined by a bar;
 * an estimate is hollow. The drawing is hidden from screen readers: the list of dates beside it says the
 * same in words.
 */
export function PlanTimeline({ venues, planWindow, pathIds }: PlanTimelineProps) {
  const ticks = listMonthTicks(planWindow);
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="grid grid-cols-[4.5rem_1fr] gap-x-2 sm:grid-cols-[7rem_1fr]">
        <div />
        <div className="relative mb-2 h-5 text-xs text-slate-600">
          {ticks.map((tick, index) => (
            <span
              key={tick.at}
              className={`absolute -translate-x-1/2 whitespace-nowrap ${index % 3 === 2 ? '' : 'hidden sm:inline'}`}
              style={{ left: `${toWindowPercent(tick.at, planWindow)}%` }}
            >
              {tick.label}
            </span>
          ))}
        </div>
        {venues.map((venue) => {
          const deadline = venue.nextDeadline;
          const decision = venue.notification;
          const hasDeadline = deadline !== null && isInPlanWindow(deadline.at, planWindow);
          const start = hasDeadline ? toWindowPercent(deadline.at, planWindow) : null;
          const end = hasDeadline && decision ? toWindowPercent(decision.at, planWindow) : null;
          const isOnPath = pathIds.has(venue.id);
          return (
            <div key={venue.id} className="contents">
              <span
                className={`truncate py-1 text-sm ${isOnPath ? 'font-bold text-indigo-800' : 'text-slate-800'}`}
              >
                {venue.acronym || venue.name}
              </span>
              <div className="relative my-1 h-5 rounded bg-slate-100">
                {start !== null && end !== null ? (
                  <span
                    className={`absolute top-1/2 h-1 -translate-y-1/2 ${isOnPath ? 'bg-indigo-500' : 'bg-indigo-200'}`}
                    style={{ left: `${start}%`, width: `${Math.max(0, end - start)}%` }}
                  />
                ) : null}
                {start !== null && deadline ? (
                  <span
                    className={`${markerBase} border-indigo-700 ${deadline.estimated ? 'bg-white' : 'bg-indigo-700'}`}
                    style={{ left: `${start}%` }}
                  />
                ) : null}
                {end !== null && decision ? (
                  <span
                    className={`${markerBase} border-emerald-700 ${decision.estimated ? 'bg-white' : 'bg-emerald-700'}`}
                    style={{ left: `${end}%` }}
                  />
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-indigo-700" />
          Deadline
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-emerald-700" />
          Decision
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full border-2 border-slate-600 bg-white" />
          Estimate
        </span>
      </p>
    </div>
  );
}
