import { z } from 'zod';
import { limits } from './limits.ts';

/** Words in a text, counted the way the wizard's `x / 300 words` counter shows them. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Keywords as entered: trimmed, blanks dropped, duplicates (ignoring case) dropped. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim().replace(/\s+/gu, ' ');
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** Wizard step 0: basic information. */
export const PaperBasicsSchema = z.object({
  /** The paper's title. */
  title: z
    .string()
    .trim()
    .min(1, 'Paper title is required')
    .max(300, 'Paper title must be at most 300 characters'),
  /** The main theme or domain, e.g. "Natural language processing". */
  theme: z
    .string()
    .trim()
    .min(1, 'Main theme/domain is required')
    .max(200, 'Main theme/domain must be at most 200 characters'),
});

/** Wizard step 1: the abstract, at most 300 words. */
export const PaperAbstractSchema = z.object({
  /** The abstract, at most 300 words. */
  abstract: z
    .string()
    .trim()
    .min(1, 'Abstract is required')
    .max(5000, 'Abstract must be at most 5000 characters')
    .refine((text) => countWords(text) <= limits.abstractMaxWords, 'Abstract should not exceed 300 words'),
});

/** Wizard step 2: between one and five keywords; blanks and repeats are ignored. */
export const PaperKeywordsSchema = z.object({
  /** Keywords; blank and repeated ones are dropped before counting. */
  keywords: z
    .array(z.string().max(60, 'A keyword must be at most 60 characters'))
    .max(50, 'Too many keywords')
    .transform(normalizeKeywords)
    .pipe(
      z
        .array(z.string())
        .min(1, 'At least one keyword is required')
        .max(limits.maxKeywords, `At most ${limits.maxKeywords} keywords are allowed`),
    ),
});

/** A paper to analyse (`POST /api/submissions`), the same rules as the wizard's three steps. */
export const PaperInputSchema = PaperBasicsSchema.extend(PaperAbstractSchema.shape).extend(
  PaperKeywordsSchema.shape,
);
export type PaperInput = z.infer<typeof PaperInputSchema>;

/** The 11 suggested keywords of the wizard, shown 8 at a time. */
export const suggestedKeywords = [
  'Machine Learning',
  'Deep Learning',
  'Neural Networks',
  'Computer Vision',
  'Natural Language Processing',
  'Data Mining',
  'Artificial Intelligence',
  'Big Data',
  'Cloud Computing',
  'Cybersecurity',
  'Blockchain',
] as const;

/** Most of the paper's terms a ranking quotes in one place (shared with a paper, rare in the corpus). */
export const MAX_QUOTED_TERMS = 20;

/** A term or phrase of the researcher's paper, as the paper writes it, when the ranking quotes it back. */
export const PaperTermSchema = z.string().trim().min(1).max(200);
