import { describeDeadline, describeEstimate } from '@venuescout/contracts';
import { paths } from '../../config/paths';
import { useNow } from '../../components/venue/deadline-text';
import { formatCountdown } from '../../lib/format-deadline';
import { useDeadlines } from '../../features/deadlines/api/list-deadlines';
import { DashboardCard } from './dashboard-card';

/** The next three deadlines of favourite and matched venues. */
export function UpcomingDeadlinesCard() {
  const deadlines = useDeadlines();
  const now = useNow();
  const items = deadlines.data?.items.slice(0, 3) ?? [];
  return (
    <DashboardCard
      id="upcoming-deadlines"
      title="Upcoming Deadlines"
      linkLabel="View All Deadlines"
      linkTo={paths.deadlines}
    >
      {deadlines.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No upcoming deadlines yet.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {items.map(({ venue, deadline }) => (
            <li key={`${venue.id}-${deadline.kind}-${deadline.at}`}>
              <span className="font-medium text-slate-900">
                {venue.acronym} · {deadline.kind} ·{' '}
                <time dateTime={deadline.at}>{describeDeadline(deadline)}</time>
              </span>
              <span className="block text-slate-600">
                <span className="text-indigo-800">{formatCountdown(deadline.at, now)}</span>
                {deadline.estimated && deadline.basisYear ? ` · ${describeEstimate(deadline.basisYear)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
