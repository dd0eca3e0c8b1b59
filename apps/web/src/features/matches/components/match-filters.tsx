import { deadlineWindows, type DeadlineWindow } from '../utils/is-deadline-within';
import type { MatchFilters } from '../utils/filter-matches';
import { rankFilters, type RankFilter } from '../utils/rank-filters';

const fieldClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

type MatchFiltersPanelProps = {
  id: string;
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
};

/** Sort, type, region, rank, deadline window, search and the upcoming switch of the results page. */
export function MatchFiltersPanel({ id, filters, onChange }: MatchFiltersPanelProps) {
  const set = <Key extends keyof MatchFilters>(key: Key, value: MatchFilters[Key]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <label className="block text-sm font-medium text-slate-700">
        Sort by
        <select
          className={fieldClassName}
          value={filters.sort}
          onChange={(event) => set('sort', event.target.value as MatchFilters['sort'])}
        >
          <option value="relevance">Relevance score</option>
          <option value="deadline">Deadline (soonest first)</option>
          <option value="name">Name (A–Z)</option>
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Type
        <select
          className={fieldClassName}
          value={filters.type}
          onChange={(event) => set('type', event.target.value as MatchFilters['type'])}
        >
          <option value="all">All types</option>
          <option value="conference">Conferences</option>
          <option value="journal">Journals</option>
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Region
        <select
          className={fieldClassName}
          value={filters.region}
          onChange={(event) => set('region', event.target.value as MatchFilters['region'])}
        >
          <option value="all">All (worldwide)</option>
          <option value="north-america">North America</option>
          <option value="europe">Europe</option>
          <option value="asia">Asia</option>
          <option value="australia">Australia</option>
          <option value="africa">Africa</option>
          <option value="south-america">South America</option>
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Rank
        <select
          className={fieldClassName}
          value={filters.rank}
          onChange={(event) => set('rank', event.target.value as RankFilter | 'all')}
        >
          <option value="all">Any rank</option>
          {Object.entries(rankFilters).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Deadline within
        <select
          className={fieldClassName}
          value={filters.deadlineWithinMonths ?? 'any'}
          onChange={(event) =>
            set(
              'deadlineWithinMonths',
              event.target.value === 'any' ? null : (Number(event.target.value) as DeadlineWindow),
            )
          }
        >
          <option value="any">Any time</option>
          {deadlineWindows.map((months) => (
            <option key={months} value={months}>
              {months === 1 ? '1 month' : `${months} months`}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          className={fieldClassName}
          value={filters.search}
          onChange={(event) => set('search', event.target.value)}
          placeholder="Acronym or name"
        />
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={filters.isUpcomingOnly}
          onChange={(event) => set('isUpcomingOnly', event.target.checked)}
        />
        Upcoming deadline only
      </label>
    </div>
  );
}
