type MatchListCountProps = {
  shown: number;
  total: number;
  dismissedCount: number;
  isDismissedShown: boolean;
  onToggleDismissed: () => void;
};

/** "Showing 20 of 50", and the switch that lists the dismissed venues again. */
export function MatchListCount({
  shown,
  total,
  dismissedCount,
  isDismissedShown,
  onToggleDismissed,
}: MatchListCountProps) {
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {total}
      </p>
      {dismissedCount > 0 ? (
        <button
          type="button"
          aria-pressed={isDismissedShown}
          onClick={onToggleDismissed}
          className="rounded text-sm font-medium text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Show dismissed ({dismissedCount})
        </button>
      ) : null}
    </>
  );
}
