import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type FormAlertProps = { tone: 'error' | 'success' | 'info'; children: ReactNode };

const tones = {
  error: { className: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { className: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  info: { className: 'border-indigo-200 bg-indigo-50 text-indigo-800', Icon: Info },
};

/** A form's overall outcome or a notice, announced to screen readers as soon as it appears. */
export function FormAlert({ tone, children }: FormAlertProps) {
  const { className, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-2 rounded-lg border p-3 text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
