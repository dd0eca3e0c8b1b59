import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type FormFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

const controlClassName =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm';

/** Label, control, hint and error message wired together for assistive technology. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${controlClassName} ${error ? 'border-red-600' : 'border-slate-300'}`,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
