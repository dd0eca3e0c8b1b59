import { linkOf } from '../index/sample-papers.ts';
import type { VenueIndex } from '../index/venue-index.ts';

/** A published paper of a venue, shown as a citation next to the researcher's own. */
export interface SimilarPaper {
  title: string;
  year: number;
  /** Acronym of the venue that published it. */
  venue: string;
  /** DOI or dblp link, or a dblp search for the title. */
  url: string;
  /** The researcher's terms and phrases the published paper shares, as stems, strongest first. */
  sharedTerms: string[];
}

/** Below this cosine a paper shares little more than a common word; it is not shown. */
const MIN_SIMILARITY = 0.05;
const sharedTermsShown = 4;

/**
 * Finds the published papers most like the researcher's among the index's papers of venue class `c`:
 * cosine similarity of TF-IDF vectors (the paper's strongest terms as stored). `query` holds the
 * researcher's term weights by term id, and is left as it was found.
 */
export function findSimilarPapers(
  index: VenueIndex,
  query: { ids: Int32Array; values: Float32Array; dense: Float32Array },
  c: number,
  venue: string,
  limit: number,
): SimilarPaper[] {
  const { papers } = index;
  const { dense } = query;
  for (let k = 0; k < query.ids.length; k++) dense[query.ids[k]!] = query.values[k]!;
  const best: { paper: number; similarity: number }[] = [];
  for (let p = papers.venueOffsets[c]!; p < papers.venueOffsets[c + 1]!; p++) {
    let dot = 0;
    let norm = 0;
    for (let e = papers.termOffsets[p]!; e < papers.termOffsets[p + 1]!; e++) {
      const value = papers.termValues[e]!;
      norm += value * value;
      dot += value * dense[papers.termIds[e]!]!;
    }
    const similarity = norm > 0 ? dot / Math.sqrt(norm) : 0;
    if (similarity < MIN_SIMILARITY) continue;
    if (best.length === limit && similarity <= best[limit - 1]!.similarity) continue;
    best.push({ paper: p, similarity });
    best.sort((a, b) => b.similarity - a.similarity || a.paper - b.paper);
    if (best.length > limit) best.pop();
  }
  const found = best.map(({ paper }) => {
    const shared: { term: string; weight: number }[] = [];
    for (let e = papers.termOffsets[paper]!; e < papers.termOffsets[paper + 1]!; e++) {
      const weight = papers.termValues[e]! * dense[papers.termIds[e]!]!;
      if (weight > 0) shared.push({ term: index.terms[papers.termIds[e]!]!, weight });
    }
    shared.sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1));
    const title = papers.titles[paper]!;
    return {
      title,
      year: papers.years[paper]!,
      venue,
      url: linkOf(papers.refs[paper]!, title),
      sharedTerms: withoutCoveredWords(shared.map(({ term }) => term)).slice(0, sharedTermsShown),
    };
  });
  for (let k = 0; k < query.ids.length; k++) dense[query.ids[k]!] = 0;
  return found;
}

/** Drops a word that a stronger phrase already holds ("learn" after "reinforc learn"). */
function withoutCoveredWords(terms: readonly string[]): string[] {
  const chosen: string[] = [];
  for (const term of terms) {
    const words = term.split(' ');
    if (chosen.some((other) => other.split(' ').some((word) => words.includes(word)))) continue;
    chosen.push(term);
  }
  return chosen;
}
