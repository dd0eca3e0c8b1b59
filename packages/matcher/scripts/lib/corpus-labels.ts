import { createVenueResolver, type Venue } from '@venuescout/catalog';
import type { CorpusPaper, LabelledPaper, Logger } from '../../src/types.ts';

/**
 * Corpus venue labels that the catalog resolver would send elsewhere or not find, with the catalog id
 * they mean. Each entry was checked against the source: sysconf's and the ICSE/FSE list's "FSE" is
 * ACM's software-engineering conference, not Fast Software Encryption; sysconf's "ATC" is the USENIX
 * Annual Technical Conference and its "ISC" ISC High Performance.
 */
export const corpusLabelAliases: Readonly<Record<string, string>> = {
  FSE: 'conf/fse-sigsoft',
  ATC: 'conf/acm-sigops-atc',
  ISC: 'conf/isc-isc-high-performance',
  'Hot Interconnects': 'conf/hoti',
  'SIGMOD Conference': 'conf/sigmod',
  'Recent Advances in Intrusion Detection': 'conf/raid',
  'International Conference on Computational Science': 'conf/iccs',
};

/**
 * Resolves each paper's venue label to a catalog id (the aliases above first, then the catalog's own
 * acronyms, aliases and names). Papers whose label resolves to nothing are left out, and the labels
 * are reported once, so that a missing alias is seen rather than silently shrinking the corpus.
 */
export function labelPapers<T extends CorpusPaper>(
  papers: readonly T[],
  venues: readonly Venue[],
  logger: Logger,
): LabelledPaper<T>[] {
  const resolve = createVenueResolver(venues as Venue[]);
  const known = new Set(venues.map((venue) => venue.id));
  const labelled: LabelledPaper<T>[] = [];
  const unresolved = new Map<string, number>();
  for (const paper of papers) {
    const alias = corpusLabelAliases[paper.venue];
    const venueId = alias && known.has(alias) ? alias : resolve(paper.venue);
    if (venueId) labelled.push({ paper, venueId });
    else unresolved.set(paper.venue, (unresolved.get(paper.venue) ?? 0) + 1);
  }
  if (unresolved.size > 0) {
    const listed = [...unresolved].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    logger.warn(
      `${listed.reduce((sum, [, n]) => sum + n, 0)} papers with no catalog venue, left out: ` +
        listed.map(([label, n]) => `${label} (${n})`).join(', '),
    );
  }
  return labelled;
}
