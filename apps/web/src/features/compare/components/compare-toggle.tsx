import type { VenueName } from '@venuescout/contracts';

type CompareToggleProps = { venue: VenueName; isSelected: boolean; onToggle: () => void };

/** The "Compare" tick box of a result card; its accessible name carries the venue's name. */
export function CompareToggle({ venue, isSelected, onToggle }: CompareToggleProps) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600">
      <input
        type="checkbox"
        checked={isSelected}
        onChange={onToggle}
        className="size-4 accent-indigo-600 focus-visible:outline-none"
      />
      Compare<span className="sr-only"> {venue.acronym || venue.name}</span>
    </label>
  );
}
