import type { SettingsInput } from '@venuescout/contracts';
import { useUpdateSettings } from '../api/update-settings';

/**
 * One on/off preference: a labelled switch that saves as soon as it is flipped. A disabled switch
 * names why in `hint`, which screen readers read as its description.
 */
export function SettingSwitch({
  setting,
  isEnabled,
  label,
  isDisabled = false,
  hint,
}: {
  setting: keyof SettingsInput;
  isEnabled: boolean;
  label: string;
  isDisabled?: boolean;
  hint?: string;
}) {
  const update = useUpdateSettings();
  const labelId = `${setting}-label`;
  const hintId = `${setting}-hint`;
  return (
    <div className="mt-3 flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className={`text-sm ${isDisabled ? 'text-slate-500' : 'text-slate-700'}`}>
          {label}
        </p>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isEnabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={isDisabled || update.isPending}
        onClick={() => update.mutate({ [setting]: !isEnabled })}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 ${isEnabled ? 'bg-indigo-600' : 'bg-slate-400'}`}
      >
        <span
          className={`absolute top-1 size-5 rounded-full bg-white transition-all ${isEnabled ? 'left-6' : 'left-1'}`}
        />
      </button>
    </div>
  );
}
