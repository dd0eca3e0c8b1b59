import { describeDeadlineChange, type DeadlineChange } from '@venuescout/contracts';
import { History } from 'lucide-react';

type DeadlineChangeNoteProps = { change: DeadlineChange | undefined; className?: string };

/**
 * A small badge saying how a recent catalog refresh changed a deadline: "Extended by 7 days on 3 Jan".
 * The words carry the meaning; the colour and icon only draw the eye. Renders nothing without a change.
 */
export function DeadlineChangeNote({ change, className = '' }: DeadlineChangeNoteProps) {
  if (!change) return null;
  const text = describeDeadlineChange(change);
  return (
    <span
      className={`inline-flex w-fit items-center gap-1 rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ${className}`}
    >
      <History aria-hidden="true" className="size-3.5" />
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </span>
  );
}
