import { useUpdateSettings } from '../api/update-settings';

/** The e-mail reminder switch. */
export function RemindersSwitch({ isEnabled }: { isEnabled: boolean }) {
  const update = useUpdateSettings();
  return (
    <div className="mt-3 flex items-center justify-between gap-4">
      <p id="reminders-label" className="text-sm text-slate-700">
        E-mail me 7 days and 1 day before each published deadline of my favorite venues.
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={isEnabled}
        aria-labelledby="reminders-label"
        disabled={update.isPending}
        onClick={() => update.mutate({ remindersEnabled: !isEnabled })}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${isEnabled ? 'bg-indigo-600' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-1 size-5 rounded-full bg-white transition-all ${isEnabled ? 'left-6' : 'left-1'}`}
        />
      </button>
    </div>
  );
}
