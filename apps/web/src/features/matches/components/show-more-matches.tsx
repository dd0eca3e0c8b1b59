import { buttonClassName } from '../../../components/ui/button-class-name';

/** "Show more" under the list while the filters keep more venues than are on screen. */
export function ShowMoreMatches({ hidden, onShowMore }: { hidden: number; onShowMore: () => void }) {
  if (hidden <= 0) return null;
  return (
    <div className="mt-4 flex justify-center">
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onShowMore}>
        Show more
        <span className="sr-only"> ({hidden} more venues)</span>
      </button>
    </div>
  );
}
