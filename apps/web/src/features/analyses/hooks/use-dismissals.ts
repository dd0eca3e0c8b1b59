import type { MatchedVenue } from '@venuescout/contracts';
import { useState } from 'react';
import { useCreateDismissal } from '../api/create-dismissal';
import { useDeleteDismissal } from '../api/delete-dismissal';

type DismissedVenue = Pick<MatchedVenue, 'id' | 'acronym' | 'name'>;

/** Dismissing venues from an analysis and bringing them back, with the last one dismissed for "Undo". */
export function useDismissals(analysisId: string, options: { onRestored: (venueId: string) => void }) {
  const create = useCreateDismissal(analysisId);
  const remove = useDeleteDismissal(analysisId);
  const [lastDismissed, setLastDismissed] = useState<DismissedVenue | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    lastDismissed,
    error,
    isPending: create.isPending || remove.isPending,
    dismiss: (venue: DismissedVenue) => {
      setError(null);
      create.mutate(venue.id, {
        onSuccess: () => setLastDismissed(venue),
        onError: () => setError('Could not dismiss the venue. Please try again.'),
      });
    },
    restore: (venueId: string) => {
      setError(null);
      remove.mutate(venueId, {
        onSuccess: () => {
          setLastDismissed(null);
          options.onRestored(venueId);
        },
        onError: () => setError('Could not bring the venue back. Please try again.'),
      });
    },
  };
}
