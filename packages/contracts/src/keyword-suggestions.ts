import { z } from 'zod';
import { limits } from './limits.ts';

/** Most keywords one suggestion answer holds; the wizard shows 8 of them at a time. */
export const MAX_SUGGESTED_KEYWORDS = 16;

/**
 * A paper as far as the wizard knows it (`POST /api/keyword-suggestions`): any field may still be
 * empty, and the lengths are the paper's own limits.
 */
export const KeywordSuggestionsRequestSchema = z.object({
  /** The paper's title, possibly empty. */
  title: z.string().trim().max(300),
  /** The main theme or domain, possibly empty. */
  theme: z.string().trim().max(200),
  /** The abstract, possibly empty. */
  abstract: z.string().trim().max(5000),
  /** Keywords already chosen, which are never suggested again. */
  keywords: z.array(z.string().max(60)).max(limits.maxKeywords),
});
export type KeywordSuggestionsRequest = z.infer<typeof KeywordSuggestionsRequestSchema>;

/** Keywords of the paper's field, strongest first; empty when the paper says too little to tell. */
export const KeywordSuggestionsSchema = z.object({
  /** Terms the field's published papers use, as they write them. */
  keywords: z.array(z.string().min(1).max(200)).max(MAX_SUGGESTED_KEYWORDS),
});
export type KeywordSuggestions = z.infer<typeof KeywordSuggestionsSchema>;
