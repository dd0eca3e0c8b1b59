import { z } from 'zod';
import { MAX_QUOTED_TERMS, PaperTermSchema } from './paper.ts';

/** Most published papers shown per ranked venue. */
export const MAX_SIMILAR_PAPERS = 3;

/**
 * A published paper of a ranked venue much like the researcher's, shown as a bibliographic citation:
 * title, venue, year and a link, never its abstract.
 */
export const SimilarPaperSchema = z.object({
  /** The title as published. */
  title: z.string().trim().min(1).max(500),
  /** Year of publication. */
  year: z.number().int().min(1900).max(2100),
  /** Acronym of the venue that published it. */
  venue: z.string().trim().min(1).max(60),
  /**
   * Where to find it: https://doi.org/… when the DOI is known, otherwise its dblp, ACL Anthology or
   * OpenReview page, or a dblp search for its title. Only https, since the page renders it as a link.
   */
  url: z.url({ protocol: /^https$/ }).max(2000),
  /** The researcher's own terms and phrases, as written, that the published paper shares. */
  sharedTerms: z.array(PaperTermSchema).max(MAX_QUOTED_TERMS),
});
export type SimilarPaper = z.infer<typeof SimilarPaperSchema>;

/** Up to three similar papers, most similar first; analyses stored before they were recorded have none. */
export const SimilarPapersSchema = z.array(SimilarPaperSchema).max(MAX_SIMILAR_PAPERS).default([]);

/** The pieces of a citation, “Title.” ACRONYM YEAR., so that a page can link the title alone. */
export function citationParts(paper: Pick<SimilarPaper, 'title' | 'venue' | 'year'>) {
  const title = paper.title.trim();
  return {
    title,
    // A title that ends a sentence itself ("…all you need?") takes no second full stop.
    afterTitle: /[.?!]$/u.test(title) ? '' : '.',
    source: `${paper.venue} ${paper.year}.`,
  };
}
