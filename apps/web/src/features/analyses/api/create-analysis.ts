import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnalysisSchema, type PaperInput } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Analyses a paper; the server checks the plan limit and stores the result. */
export function createAnalysis(paper: PaperInput) {
  return apiClient.post('/api/submissions', paper, AnalysisSchema);
}

export function useCreateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnalysis,
    onSuccess: async (analysis) => {
      queryClient.setQueryData(['analysis', analysis.submission.id], analysis);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['analyses'] });
    },
  });
}
