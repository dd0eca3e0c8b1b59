import { CircleAlert } from 'lucide-react';
import { buttonClassName } from './button-class-name';

type ErrorStateProps = { title: string; message: string; onRetry?: () => void };

/** A failed load, with a way to try again when one exists. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-slate-600">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClassName({ variant: 'secondary' })}>
          Try again
        </button>
      )}
    </div>
  );
}
