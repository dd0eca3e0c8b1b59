import type { KeywordSuggestionsRequest } from '@venuescout/contracts';

/**
 * Keywords for a paper from the field the matcher places it in, strongest first, leaving out the
 * keywords it has; in memory and fast, so it may run inside a request.
 */
export type SuggestKeywords = (paper: KeywordSuggestionsRequest) => Promise<string[]>;
