import type { NextDeadline } from '@venuescout/contracts';
import { formatDeadlineDate, formatInAoe, formatInLocal } from '../../catalog/utils/format-deadline';

/**
 * A match's deadline as a date ("March 15, 2025"); its exact AoE and local times appear on hover and
 * on keyboard focus, and are in the accessible description either way.
 */
export function MatchDeadline({
  deadline,
  isRolling,
  id,
}: {
  deadline: NextDeadline | null;
  isRolling: boolean;
  id: string;
}) {
  if (!deadline)
    return (
      <span className="text-sm text-slate-700">{isRolling ? 'Rolling submissions' : 'Deadline TBA'}</span>
    );
  const tooltipId = `deadline-${id}`;
  return (
    <span className="group relative inline-flex flex-col text-sm">
      <span
        tabIndex={0}
        aria-describedby={tooltipId}
        className="rounded font-medium text-slate-900 underline decoration-dotted focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <time dateTime={deadline.at}>{formatDeadlineDate(deadline.at, deadline.timezone)}</time> (
        {deadline.kind})
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="invisible absolute top-full left-0 z-10 mt-1 w-72 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {formatInAoe(deadline.at)}
        <br />
        {formatInLocal(deadline.at)}
      </span>
      {deadline.estimated && deadline.basisYear ? (
        <span className="text-amber-800">estimated from {deadline.basisYear}</span>
      ) : null}
    </span>
  );
}
