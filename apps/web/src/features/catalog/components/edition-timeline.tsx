import {
  describeDateKind,
  formatPublishedTime,
  type Disagreement,
  type Edition,
} from '@venuescout/contracts';
import { DeadlineChangeNote } from '../../../components/venue/deadline-change-note';
import { formatInLocal } from '../../../lib/format-deadline';
import { formatTimelineDay } from '../../../lib/format-timeline-date';
import { findOtherValues } from '../utils/read-deadline-disagreements';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One edition's dates in time order (abstract, paper, rebuttal, notification, camera-ready… each with the
 * source's label), each as the venue published it and on the viewer's clock, then the conference's dates
 * and place. Another source's value is an instant without its zone, so it is shown on the viewer's clock.
 */
export function EditionTimeline({
  edition,
  disagreements,
}: {
  edition: Edition;
  disagreements: Disagreement[];
}) {
  const deadlines = [...edition.deadlines].sort((a, b) => a.at.localeCompare(b.at));
  const conference = describeConference(edition);
  if (deadlines.length === 0 && !conference) {
    return <p className="mt-2 text-sm text-slate-600">No dates published.</p>;
  }
  return (
    <ol aria-label={`Timeline of the ${edition.year} edition`} className="mt-3 space-y-2 text-sm">
      {deadlines.map((deadline) => {
        const label = capitalize(describeDateKind(deadline.kind, deadline.comment));
        return (
          <li
            key={`${deadline.kind}-${deadline.track ?? ''}-${deadline.at}`}
            className="border-l-2 border-indigo-200 pl-3"
          >
            <span className="font-medium text-slate-900">{label}</span>
            {deadline.track ? <span className="text-slate-600"> · {deadline.track}</span> : null}
            {deadline.comment && deadline.comment !== label ? (
              <span className="text-slate-600"> · {deadline.comment}</span>
            ) : null}
            <span className="block">
              <time dateTime={deadline.at}>{formatPublishedTime(deadline.published)}</time>
              <span className="hidden text-slate-600 md:inline"> · {formatInLocal(deadline.at)}</span>
            </span>
            <DeadlineChangeNote change={deadline.change} />
            <span className="block text-xs text-slate-600">Source: {deadline.source}</span>
            {findOtherValues(disagreements, { year: edition.year, ...deadline }).map((other) => (
              <span key={other.source} className="block text-xs text-amber-800">
                Another source says <time dateTime={other.at}>{formatInLocal(other.at)}</time> ({other.source}
                )
              </span>
            ))}
          </li>
        );
      })}
      {conference ? (
        <li className="border-l-2 border-emerald-300 pl-3">
          <span className="font-medium text-slate-900">Conference</span>
          <span className="block">{conference}</span>
        </li>
      ) : null}
    </ol>
  );
}

/** "23 Apr 2027 – 27 Apr 2027 · Rio de Janeiro, Brazil", from ISO dates when known, else the text. */
function describeConference(edition: Edition): string | null {
  const { dates, place } = edition;
  let when = dates?.text ?? null;
  if (dates?.start) {
    const start = formatTimelineDay(dates.start);
    when = dates.end && dates.end !== dates.start ? `${start} – ${formatTimelineDay(dates.end)}` : start;
  }
  const parts = [when, place].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
