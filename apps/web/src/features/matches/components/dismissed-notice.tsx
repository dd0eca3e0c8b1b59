import { useEffect, useRef } from 'react';

type DismissedNoticeProps = {
  /** The venue just dismissed, by acronym or name. */
  venueName: string;
  isPending: boolean;
  onUndo: () => void;
};

/**
 * "V dismissed." with an Undo. The dismissed card leaves the list, so focus moves to Undo rather than
 * falling back to the top of the page.
 */
export function DismissedNotice({ venueName, isPending, onUndo }: DismissedNoticeProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), [venueName]);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
    >
      <span>{venueName} dismissed from this analysis.</span>
      <button
        ref={undoRef}
        type="button"
        disabled={isPending}
        onClick={onUndo}
        className="rounded font-semibold text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Undo
      </button>
    </div>
  );
}
