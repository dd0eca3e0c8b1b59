import type { PlanVenue } from '../utils/plan-resubmission';

type FirstChoicePickerProps = {
  venues: readonly PlanVenue[];
  value: string | null;
  onChange: (venueId: string | null) => void;
};

/** The venue the researcher would submit to first; the resubmission path starts there. */
export function FirstChoicePicker({ venues, value, onChange }: FirstChoicePickerProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-900 sm:max-w-md">
      First choice
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <option value="">Pick the venue you would submit to first</option>
        {venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.acronym ? `${venue.acronym} — ${venue.name}` : venue.name}
          </option>
        ))}
      </select>
    </label>
  );
}
