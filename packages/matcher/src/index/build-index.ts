import { createVenueResolver, type Venue } from '@venuescout/catalog';
import { buildVocabulary } from '../model/build-vocabulary.ts';
import { trainSoftmax } from '../model/train-softmax.ts';
import { vectorize } from '../model/vectorize.ts';
import { extractTerms } from '../text/extract-terms.ts';
import { silentLogger, type CorpusPaper, type Logger } from '../types.ts';
import { pruneWeights } from './prune-weights.ts';
import { profileVenues } from './profile-venues.ts';
import type { VenueIndex } from './venue-index.ts';

/** Settings of the build; the defaults were chosen on a validation split (docs/decisions/003). */
export interface BuildOptions {
  /** A paper's weight halves every this many years before its venue's latest year. */
  recencyHalfLifeYears: number;
  epochs: number;
  learningRate: number;
  /** A term must occur in this many papers to become a feature. */
  minDocs: number;
  maxTerms: number;
  /** How many (term, venue) weights the shipped index keeps; bounds its size. */
  maxEntries: number;
  seed: number;
  logger: Logger;
  evaluation: VenueIndex['evaluation'];
}

export const defaultBuildOptions: BuildOptions = {
  recencyHalfLifeYears: 3,
  epochs: 5,
  learningRate: 1,
  minDocs: 3,
  maxTerms: 250_000,
  maxEntries: 1_600_000,
  seed: 1,
  logger: silentLogger,
  evaluation: null,
};

/**
 * Learns the venue index from published papers: each paper's venue is resolved to a catalog venue,
 * papers become TF-IDF vectors, and a multinomial logistic regression learns which terms point to
 * which venue, recent years weighing more. Deterministic for the same input.
 */
export function buildIndex(
  papers: readonly CorpusPaper[],
  venues: readonly Venue[],
  options: Partial<BuildOptions> = {},
): VenueIndex {
  const settings = { ...defaultBuildOptions, ...options };
  const resolve = createVenueResolver(venues as Venue[]);
  const labelled: { paper: CorpusPaper; venueId: string }[] = [];
  const unresolved = new Set<string>();
  for (const paper of papers) {
    const venueId = resolve(paper.venue);
    if (venueId) labelled.push({ paper, venueId });
    else unresolved.add(paper.venue);
  }
  if (unresolved.size > 0) settings.logger.warn(`no catalog venue for: ${[...unresolved].sort().join(', ')}`);
  const classes = [...new Set(labelled.map((item) => item.venueId))].sort();
  const classOf = new Map(classes.map((venueId, index) => [venueId, index]));

  const termMaps = labelled.map(({ paper }) => extractTerms(paper));
  const vocabulary = buildVocabulary(termMaps, { minDocs: settings.minDocs, maxTerms: settings.maxTerms });
  const termIds = new Map(vocabulary.terms.map((term, index) => [term, index]));
  const latestYear = new Map<string, number>();
  for (const { paper, venueId } of labelled)
    latestYear.set(venueId, Math.max(latestYear.get(venueId) ?? 0, paper.year));
  const examples = labelled.map(({ paper, venueId }, index) => ({
    vector: vectorize(termMaps[index]!, termIds, vocabulary.idf),
    label: classOf.get(venueId)!,
    weight: 0.5 ** ((latestYear.get(venueId)! - paper.year) / settings.recencyHalfLifeYears),
  }));
  settings.logger.info(
    `${examples.length} papers, ${classes.length} venues, ${vocabulary.terms.length} terms`,
  );

  const model = trainSoftmax(examples, vocabulary.terms.length, classes.length, {
    epochs: settings.epochs,
    learningRate: settings.learningRate,
    l2: 0,
    seed: settings.seed,
  });
  settings.logger.info('model trained');
  const pruned = pruneWeights(model.weights, vocabulary, classes.length, settings.maxEntries);
  return {
    version: 1,
    ...pruned,
    bias: model.bias,
    profiles: profileVenues({ labelled, classes, model, vocabulary }),
    catalog: venues.map(({ id, acronym, name, type, areas, ranks }) => ({
      id,
      acronym,
      name,
      type,
      areas,
      ranks,
    })),
    evaluation: settings.evaluation,
  };
}
