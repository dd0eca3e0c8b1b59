import { useEffect, useState } from 'react';
import type { VenueFilters } from '../api/venue-filters';
import { areaLabels, regionLabels } from '../../../lib/area-labels';

type VenueFiltersProps = {
  filters: Partial<VenueFilters>;
  onChange: (changes: Partial<VenueFilters>) => void;
};

const selectClassName =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Search box, filters and sort of the catalog page; every change lands in the URL. */
export function VenueFiltersPanel({ filters, onChange }: VenueFiltersProps) {
  const [text, setText] = useState(filters.q ?? '');
  // Typing should not fire a request per key: wait for a short pause.
  useEffect(() => {
    if (text === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text, page: '' }), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const select = (name: keyof VenueFilters, label: string, options: [string, string][]) => (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <select
        className={selectClassName}
        value={filters[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value, page: '' })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      role="search"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="block text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-4">
        Search venues
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Acronym or name, e.g. ACL or machine learning"
          className={selectClassName}
        />
      </label>
      {select('type', 'Type', [
        ['', 'All types'],
        ['conference', 'Conferences'],
        ['journal', 'Journals'],
      ])}
      {select('area', 'Area', [['', 'All areas'], ...Object.entries(areaLabels)])}
      {select('region', 'Region', [['', 'Worldwide'], ...Object.entries(regionLabels)])}
      {select('rank', 'Rank (CORE or CCF)', [
        ['', 'Any rank'],
        ['A*', 'A*'],
        ['A', 'A'],
        ['B', 'B'],
        ['C', 'C'],
      ])}
      {select('sort', 'Sort by', [
        ['', 'Name (A–Z)'],
        ['deadline', 'Next deadline'],
        ['rank', 'Rank'],
      ])}
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-indigo-600"
          checked={filters.upcoming === 'true'}
          onChange={(event) => onChange({ upcoming: event.target.checked ? 'true' : '', page: '' })}
        />
        Upcoming deadlines only
      </label>
    </form>
  );
}
