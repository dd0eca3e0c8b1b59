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
  /**
   * Advice that follows what is typed (password strength), announced politely and hidden under an error.
   * An empty string keeps the live region in place, so its first advice is announced too.
   */
  feedback?: string;
  children: (control: ControlProps) => ReactNode;
};

const controlClassName =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm';

/** Label, control, hint and error message wired together for assistive technology. */
export function FormField({ label, error, hint, feedback, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const feedbackId = `${id}-feedback`;
  const errorId = `${id}-error`;
  const isFeedbackShown = Boolean(feedback) && !error;
  const describedBy = [hint ? hintId : '', isFeedbackShown ? feedbackId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
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
      {feedback !== undefined && (
        <p id={feedbackId} aria-live="polite" className="text-sm text-slate-700 empty:hidden">
          {isFeedbackShown ? feedback : null}
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
