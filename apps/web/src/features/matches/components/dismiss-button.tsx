import type { MatchedVenue } from '@venuescout/contracts';
import { EyeOff, RotateCcw } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button-class-name';

type DismissButtonProps = {
  venue: Pick<MatchedVenue, 'acronym' | 'name'>;
  isDismissed: boolean;
  isPending: boolean;
  onDismiss: () => void;
  onRestore: () => void;
};

/** Hides a venue from this analysis's list, or brings a dismissed one back. */
export function DismissButton({ venue, isDismissed, isPending, onDismiss, onRestore }: DismissButtonProps) {
  const name = venue.acronym || venue.name;
  if (isDismissed) {
    return (
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost' })}
        disabled={isPending}
        aria-label={`Restore ${name}`}
        onClick={onRestore}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Restore
      </button>
    );
  }
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'ghost' })}
      disabled={isPending}
      aria-label={`Dismiss ${name}`}
      onClick={onDismiss}
    >
      <EyeOff aria-hidden="true" className="size-4" />
      Dismiss
    </button>
  );
}
