import type { SparseVector } from '../model/sparse-vector.ts';
import { hashUnit } from '../eval/split-held-out.ts';
import type { LabelledPaper } from '../types.ts';
import type { PublishedPapers } from './venue-index.ts';

/** How a stored term weight is quantised: a paper's largest weights are kept to 8 bits. */
export const TERM_VALUE_SCALE = 255;

/**
 * Chooses each learned venue's most recent papers (ties broken by a hash of the id, so the choice is
 * deterministic) and keeps, for each, what a citation needs (title, year, a reference to link to)
 * and its `termsPerPaper` strongest TF-IDF terms: enough to find the published papers most like a
 * researcher's, and never the text of an abstract.
 */
export function samplePapers(options: {
  labelled: readonly LabelledPaper[];
  vectors: readonly SparseVector[];
  classes: readonly string[];
  papersPerVenue: number;
  termsPerPaper: number;
}): PublishedPapers {
  const { labelled, vectors, classes, papersPerVenue, termsPerPaper } = options;
  const classOf = new Map(classes.map((venueId, c) => [venueId, c]));
  const byClass = classes.map(() => [] as number[]);
  labelled.forEach(({ venueId }, i) => {
    const c = classOf.get(venueId);
    if (c !== undefined) byClass[c]!.push(i);
  });
  const venueOffsets = new Uint32Array(classes.length + 1);
  const papers = {
    titles: [] as string[],
    years: [] as number[],
    refs: [] as string[],
    termOffsets: [0],
    termIds: [] as number[],
    termValues: [] as number[],
  };
  byClass.forEach((members, c) => {
    const chosen = [...members]
      .sort(
        (a, b) =>
          labelled[b]!.paper.year - labelled[a]!.paper.year ||
          hashUnit(labelled[a]!.paper.id) - hashUnit(labelled[b]!.paper.id),
      )
      .slice(0, papersPerVenue);
    for (const i of chosen) {
      const { paper } = labelled[i]!;
      papers.titles.push(paper.title ?? '');
      papers.years.push(paper.year);
      papers.refs.push(referenceOf(paper.id));
      const { ids, values } = vectors[i]!;
      const strongest = [...ids.keys()]
        .sort((a, b) => values[b]! - values[a]! || ids[a]! - ids[b]!)
        .slice(0, termsPerPaper)
        .sort((a, b) => ids[a]! - ids[b]!);
      for (const k of strongest) {
        papers.termIds.push(ids[k]!);
        papers.termValues.push(Math.max(1, Math.round(values[k]! * TERM_VALUE_SCALE)));
      }
      papers.termOffsets.push(papers.termIds.length);
    }
    venueOffsets[c + 1] = papers.titles.length;
  });
  return {
    venueOffsets,
    titles: papers.titles,
    years: Uint16Array.from(papers.years),
    refs: papers.refs,
    termOffsets: Uint32Array.from(papers.termOffsets),
    termIds: Uint32Array.from(papers.termIds),
    termValues: Uint8Array.from(papers.termValues),
  };
}

/**
 * A compact reference to a corpus paper that a link can be made from, or '' when there is none:
 * `doi:…` when the id carries a DOI, otherwise the id itself when its source has pages per paper
 * (`dblp:conf/…`, `acl:…`, `openreview:…`).
 */
export function referenceOf(id: string): string {
  const doi = /(?:^|[:/])(10\.\d{4,9}\/\S+)$/u.exec(id);
  if (doi) return `doi:${doi[1]!}`;
  return /^(?:dblp|acl|openreview):\S+$/u.test(id) ? id : '';
}

/** The link of a stored reference; a paper without one is searched for by its title on dblp. */
export function linkOf(ref: string, title: string): string {
  const colon = ref.indexOf(':');
  const [scheme, rest] = [ref.slice(0, colon), ref.slice(colon + 1)];
  if (scheme === 'doi') return `https://doi.org/${rest}`;
  if (scheme === 'dblp') return `https://dblp.org/rec/${rest}`;
  if (scheme === 'acl') return `https://aclanthology.org/${encodeURIComponent(rest)}`;
  if (scheme === 'openreview') return `https://openreview.net/forum?id=${encodeURIComponent(rest)}`;
  return `https://dblp.org/search?q=${encodeURIComponent(title)}`;
}
