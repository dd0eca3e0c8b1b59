import { describeEstimate, type NextDeadline } from '@venuescout/contracts';
import { useEffect, useState } from 'react';
import { formatCountdown, formatDeadlineDate, formatInAoe, formatInLocal } from '../../lib/format-deadline';

/** The current time, ticking every minute so countdowns stay true while a page is open. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type DeadlineTextProps = { deadline: NextDeadline | null; isRolling: boolean };

/**
 * A venue's next deadline: the date, a live countdown, and the exact time in AoE and in the viewer's
 * zone; estimates say what they are based on. No deadline reads "Rolling submissions" or "Deadline TBA".
 */
export function DeadlineText({ deadline, isRolling }: DeadlineTextProps) {
  const now = useNow();
  if (!deadline) {
    return (
      <span className="text-sm text-slate-600">{isRolling ? 'Rolling submissions' : 'Deadline TBA'}</span>
    );
  }
  return (
    <span className="inline-flex flex-col text-sm">
      <span className="font-medium text-slate-900">
        <time dateTime={deadline.at}>{formatDeadlineDate(deadline.at, deadline.timezone)}</time>
        <span className="text-slate-600">
          {' '}
          · {deadline.kind} · {formatCountdown(deadline.at, now)}
        </span>
      </span>
      <span className="text-slate-600">
        {formatInAoe(deadline.at)} · {formatInLocal(deadline.at)}
      </span>
      {deadline.estimated && deadline.basisYear ? (
        <span className="font-medium text-amber-800">{describeEstimate(deadline.basisYear)}</span>
      ) : null}
    </span>
  );
}
