import { describeDeadline, describeEstimate, type NextDeadline } from '@venuescout/contracts';
import { useEffect, useState } from 'react';
import { formatCountdown, formatInLocal } from '../../lib/format-deadline';
import { DeadlineChangeNote } from './deadline-change-note';

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
 * A venue's next deadline: as the venue published it, then on the reader's clock with a live countdown;
 * estimates say what they are based on, and a deadline a refresh recently changed says how. No deadline
 * reads "Rolling submissions" or "Deadline TBA".
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
        <time dateTime={deadline.at}>{describeDeadline(deadline)}</time>
        <span className="text-slate-600"> · {deadline.kind}</span>
      </span>
      <DeadlineChangeNote change={deadline.change} className="my-0.5" />
      <span className="text-slate-600">
        {/* An estimate has no meaningful minute, so it is not converted to the reader's clock. */}
        {deadline.estimated ? null : <>Your time: {formatInLocal(deadline.at)} · </>}
        {formatCountdown(deadline.at, now)}
      </span>
      {deadline.estimated && deadline.basisYear ? (
        <span className="font-medium text-amber-800">{describeEstimate(deadline.basisYear)}</span>
      ) : null}
    </span>
  );
}
