import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DismissedVenuesSchema, type Analysis } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { dismissedVenuePath } from './dismissed-venue-path';
import { getAnalysisQueryOptions } from './get-analysis';

/** Brings a dismissed venue back into one of the user's analyses. */
export function deleteDismissal(analysisId: string, venueId: string) {
  return apiClient.delete(dismissedVenuePath(analysisId, venueId), DismissedVenuesSchema);
}

export function useDeleteDismissal(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: string) => deleteDismissal(analysisId, venueId),
    onSuccess: ({ dismissedVenueIds }) =>
      queryClient.setQueryData(getAnalysisQueryOptions(analysisId).queryKey, (analysis?: Analysis) =>
        analysis ? { ...analysis, dismissedVenueIds } : analysis,
      ),
  });
}
