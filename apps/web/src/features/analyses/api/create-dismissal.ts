import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DismissedVenuesSchema, type Analysis } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { dismissedVenuePath } from './dismissed-venue-path';
import { getAnalysisQueryOptions } from './get-analysis';

/** Dismisses a venue from one of the user's analyses; dismissing it again changes nothing. */
export function createDismissal(analysisId: string, venueId: string) {
  return apiClient.put(dismissedVenuePath(analysisId, venueId), DismissedVenuesSchema);
}

export function useCreateDismissal(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: string) => createDismissal(analysisId, venueId),
    onSuccess: ({ dismissedVenueIds }) =>
      queryClient.setQueryData(getAnalysisQueryOptions(analysisId).queryKey, (analysis?: Analysis) =>
        analysis ? { ...analysis, dismissedVenueIds } : analysis,
      ),
  });
}
