import { describeDeadline, describeEstimate } from '@venuescout/contracts';
import { CalendarPlus, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths, venuePath } from '../../config/paths';
import { DeadlineChangeNote } from '../../components/venue/deadline-change-note';
import { useNow } from '../../components/venue/deadline-text';
import { formatCountdown, formatInLocal } from '../../lib/format-deadline';
import { useDeadlines } from '../../features/deadlines/api/list-deadlines';
import {
  defaultDeadlineFilters,
  filterDeadlines,
  type DeadlineFilters,
} from '../../features/deadlines/utils/filter-deadlines';

const eventUrl = (venueId: string, kind: string, at: string) =>
  `/api/calendar/deadline.ics?${new URLSearchParams({ venueId, kind, at }).toString()}`;

/** `/deadlines`: the deadlines of favourite and matched venues, with a live countdown. */
export function DeadlinesRoute() {
  const [includePast, setIncludePast] = useState(false);
  const [filters, setFilters] = useState<DeadlineFilters>(defaultDeadlineFilters);
  const deadlines = useDeadlines(includePast);
  const now = useNow(30_000);
  const shown = deadlines.data ? filterDeadlines(deadlines.data.items, filters) : [];
  return (
    <PageContainer
      title="Upcoming Deadlines"
      description="Deadlines of your favourite venues and of the venues your analyses found."
      width="wide"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-indigo-600"
            checked={includePast}
            onChange={(event) => setIncludePast(event.target.checked)}
          />
          Show past deadlines
        </label>
        <div className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <label htmlFor="deadline-source">Show</label>
          <select
            id="deadline-source"
            value={filters.source}
            onChange={(event) =>
              setFilters({ ...filters, source: event.target.value as DeadlineFilters['source'] })
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <option value="all">All venues</option>
            <option value="favorite">Favorites only</option>
            <option value="match">From my analyses</option>
          </select>
        </div>
        <div className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <label htmlFor="deadline-search">Search deadlines</label>
          <input
            id="deadline-search"
            type="search"
            value={filters.query}
            onChange={(event) => setFilters({ ...filters, query: event.target.value })}
            placeholder="Venue name or acronym"
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </div>
        <a href="/api/calendar.ics" download className={buttonClassName({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          Download all (.ics)
        </a>
      </div>
      {deadlines.isPending ? (
        <LoadingState label="Loading deadlines…" />
      ) : deadlines.isError ? (
        <ErrorState
          title="Could not load deadlines"
          message="Please try again."
          onRetry={() => void deadlines.refetch()}
        />
      ) : deadlines.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No deadlines yet. Save venues to your favorites or{' '}
          <Link to={paths.submit} className="font-medium text-indigo-700 underline">
            analyse a paper
          </Link>
          .
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No deadline matches these filters.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Deadlines">
          {shown.map(({ venue, deadline, source }) => (
            <li
              key={`${venue.id}-${deadline.kind}-${deadline.at}`}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="text-lg font-semibold text-slate-900">
                  <Link to={venuePath(venue.id)} className="rounded hover:underline">
                    {venue.acronym}
                  </Link>{' '}
                  <span className="text-base font-normal text-slate-600">· {deadline.kind} deadline</span>
                </p>
                <p className="text-sm text-slate-600">{venue.name}</p>
                <p className="mt-1 text-sm">
                  <time dateTime={deadline.at} className="font-semibold text-slate-900">
                    {describeDeadline(deadline)}
                  </time>
                </p>
                <DeadlineChangeNote change={deadline.change} className="my-1" />
                <p className="text-sm">
                  {deadline.estimated ? null : (
                    <span className="text-slate-700">Your time: {formatInLocal(deadline.at)} · </span>
                  )}
                  <span className="font-semibold text-indigo-800">{formatCountdown(deadline.at, now)}</span>
                </p>
                <p className="text-sm text-slate-600">
                  {source === 'favorite' ? 'Favorite' : 'From your analyses'}
                  {deadline.estimated && deadline.basisYear ? (
                    <span className="font-medium text-amber-800">
                      {' '}
                      · {describeEstimate(deadline.basisYear)}
                    </span>
                  ) : null}
                </p>
              </div>
              <a
                href={eventUrl(venue.id, deadline.kind, deadline.at)}
                download
                className={buttonClassName({ variant: 'secondary' })}
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Add to calendar
              </a>
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
