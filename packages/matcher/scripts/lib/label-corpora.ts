import type { Venue } from '@venuescout/catalog';
import { labelPapers } from './corpus-labels.ts';
import type { SourcedPaper } from '../../src/eval/split-held-out.ts';
import type { CorpusPaper, Logger } from '../../src/types.ts';

/**
 * Resolves the venues of several corpus files' papers, remembering which file each came from (the
 * held-out split works per file), and finds the venues that only the later files have: the fields
 * beyond the first corpus, which the evaluation reports apart.
 */
export function labelCorpora(corpora: readonly CorpusPaper[][], venues: readonly Venue[], logger: Logger) {
  const labelled: SourcedPaper[] = corpora.flatMap((papers, corpus) =>
    labelPapers(papers, venues, logger).map((item) => ({ ...item, corpus })),
  );
  const inFirst = new Set(labelled.filter((item) => item.corpus === 0).map((item) => item.venueId));
  const newVenueIds = new Set(labelled.map((item) => item.venueId).filter((id) => !inFirst.has(id)));
  return { labelled, newVenueIds };
}
