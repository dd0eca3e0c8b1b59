import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { KeywordSuggestionsSchema, type KeywordSuggestionsRequest } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

/** Keywords of the paper's field, leaving out the ones it has; empty when the paper says too little. */
export function suggestKeywords(paper: KeywordSuggestionsRequest) {
  return apiClient.post('/api/keyword-suggestions', paper, KeywordSuggestionsSchema);
}

// One answer per paper text: the keywords chosen since are left out on the page, not asked for again.
export const suggestKeywordsQueryOptions = (paper: KeywordSuggestionsRequest) =>
  queryOptions({
    queryKey: ['keyword-suggestions', paper.title, paper.theme, paper.abstract],
    queryFn: () => suggestKeywords(paper),
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useKeywordSuggestions(paper: KeywordSuggestionsRequest, isEnabled: boolean) {
  return useQuery({ ...suggestKeywordsQueryOptions(paper), enabled: isEnabled });
}
