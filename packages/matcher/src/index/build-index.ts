import type { Venue } from '@venuescout/catalog';
import { buildVocabulary } from '../model/build-vocabulary.ts';
import type { SparseVector } from '../model/sparse-vector.ts';
import { trainSoftmax, type Example } from '../model/train-softmax.ts';
import { vectorize } from '../model/vectorize.ts';
import { extractTerms } from '../text/extract-terms.ts';
import { silentLogger, type LabelledPaper, type Logger } from '../types.ts';
import { profileVenues } from './profile-venues.ts';
import { pruneWeights } from './prune-weights.ts';
import { samplePapers } from './sample-papers.ts';
import { learnCalibration } from './learn-calibration.ts';
import { samplePerVenue, splitHeldOut, type SourcedPaper } from '../eval/split-held-out.ts';
import type { VenueIndex } from './venue-index.ts';

/** Settings of the build; the defaults were chosen on a validation split (docs/decisions/003, 008). */
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
  /** How many (term, field) weights it keeps. */
  maxFieldEntries: number;
  /** How many (term, venue) weights the title model keeps. */
  maxTitleEntries: number;
  /** How many of each learned venue's latest papers the index keeps for showing similar ones. */
  papersPerVenue: number;
  /** How many of each kept paper's strongest terms it stores. */
  termsPerPaper: number;
  /**
   * A venue needs this many papers to become a class of the venue model. Below it, a handful of
   * titles would make a class the model cannot tell apart from chance; such papers still teach the
   * field model, and the venue is ranked by its field like any venue without papers.
   */
  minVenuePapers: number;
  /**
   * Each venue's papers are weighted by (its share of the weight)^-venueBalance, so that a small
   * venue's papers count for more; the class prior that remains is divided out at ranking time.
   */
  venueBalance: number;
  /** The same for the field model's fields. */
  fieldBalance: number;
  seed: number;
  /**
   * Whether to learn the calibration (relevance percentiles and the coverage notice) on the papers of
   * each venue's latest year, from models trained without them; costs a second training.
   */
  calibrate: boolean;
  logger: Logger;
  evaluation: VenueIndex['evaluation'];
}

export const defaultBuildOptions: BuildOptions = {
  recencyHalfLifeYears: 6,
  epochs: 5,
  learningRate: 1,
  minDocs: 3,
  maxTerms: 250_000,
  maxEntries: 2_000_000,
  maxFieldEntries: 400_000,
  maxTitleEntries: 1_000_000,
  papersPerVenue: 400,
  termsPerPaper: 16,
  minVenuePapers: 10,
  venueBalance: 0.5,
  fieldBalance: 0.5,
  seed: 1,
  calibrate: true,
  logger: silentLogger,
  evaluation: null,
};

/**
 * Learns the index from published papers whose venue labels were resolved to catalog venues: papers
 * become TF-IDF vectors; a multinomial logistic regression learns which terms point to which venue,
 * recent years weighing more, and a second one which terms point to which research field.
 * Deterministic for the same input.
 */
export function buildIndex(
  labelled: readonly LabelledPaper[],
  venues: readonly Venue[],
  options: Partial<BuildOptions> = {},
): VenueIndex {
  const settings = { ...defaultBuildOptions, ...options };
  const index = trainIndex(labelled, venues, settings);
  if (!settings.calibrate) return index;
  const inner = splitHeldOut(labelled as SourcedPaper[]);
  settings.logger.info(
    `calibration: training without the ${inner.heldOut.length} papers of each venue's latest year`,
  );
  const heldOutIndex = trainIndex(inner.train, venues, settings);
  return {
    ...index,
    calibration: learnCalibration({
      heldOutIndex,
      classes: index.profiles.map((profile) => profile.venueId),
      papers: samplePerVenue(inner.heldOut, CALIBRATION_PAPERS_PER_VENUE),
      venues,
    }),
  };
}

/** Held-out papers per venue that calibration scores (more would mostly add the largest venues' time). */
const CALIBRATION_PAPERS_PER_VENUE = 40;

function trainIndex(
  labelled: readonly LabelledPaper[],
  venues: readonly Venue[],
  settings: BuildOptions,
): VenueIndex {
  const venueById = new Map(venues.map((venue) => [venue.id, venue]));
  const papersOf = new Map<string, number>();
  for (const { venueId } of labelled) papersOf.set(venueId, (papersOf.get(venueId) ?? 0) + 1);
  const classes = [...papersOf.keys()].filter((id) => papersOf.get(id)! >= settings.minVenuePapers).sort();
  const classOf = new Map(classes.map((venueId, index) => [venueId, index]));

  const termMaps = labelled.map(({ paper }) => extractTerms(paper));
  const vocabulary = buildVocabulary(termMaps, { minDocs: settings.minDocs, maxTerms: settings.maxTerms });
  const termIds = new Map(vocabulary.terms.map((term, index) => [term, index]));
  const vectors = termMaps.map((terms) => vectorize(terms, termIds, vocabulary.idf));
  const recency = recencyWeights(labelled, settings.recencyHalfLifeYears);

  const venueExamples: (Example & { paper: number })[] = [];
  labelled.forEach(({ venueId }, i) => {
    const label = classOf.get(venueId);
    if (label !== undefined)
      venueExamples.push({ vector: vectors[i]!, label, weight: recency[i]!, paper: i });
  });
  balanceClasses(venueExamples, classes.length, settings.venueBalance);
  settings.logger.info(
    `${labelled.length} papers; venue model: ${venueExamples.length} papers of ${classes.length} venues, ` +
      `${vocabulary.terms.length} terms`,
  );
  const train = (examples: Example[], numClasses: number) =>
    trainSoftmax(examples, vocabulary.terms.length, numClasses, {
      epochs: settings.epochs,
      learningRate: settings.learningRate,
      l2: 0,
      seed: settings.seed,
    });
  const venueModel = train(venueExamples, classes.length);
  // The same venues learned from titles alone, every paper's title weighing as its full record does:
  // venues known only from title lists (most of dblp) compete on equal terms in this view.
  const titleExamples = venueExamples.map((example) => ({
    ...example,
    vector: vectorize(extractTerms({ title: labelled[example.paper]!.paper.title }), termIds, vocabulary.idf),
  }));
  const titleModel = train(titleExamples, classes.length);

  const fields = [...new Set(labelled.flatMap(({ venueId }) => venueById.get(venueId)?.areas ?? []))].sort();
  const field = fieldExamples(labelled, vectors, recency, venueById, fields, settings.fieldBalance);
  settings.logger.info(`field model: ${field.examples.length} examples over ${fields.length} fields`);
  const fieldModel = train(field.examples, fields.length);
  settings.logger.info('models trained');

  const classWeight = new Float64Array(classes.length);
  for (const example of venueExamples) classWeight[example.label]! += example.weight;
  const totalWeight = classWeight.reduce((sum, weight) => sum + weight, 0);
  return {
    version: 3,
    terms: vocabulary.terms,
    idf: vocabulary.idf,
    venueModel: pruneWeights(
      venueModel.weights,
      venueModel.bias,
      vocabulary.terms.length,
      classes.length,
      settings.maxEntries,
    ),
    titleModel: pruneWeights(
      titleModel.weights,
      titleModel.bias,
      vocabulary.terms.length,
      classes.length,
      settings.maxTitleEntries,
    ),
    classLogPrior: Float32Array.from(classWeight, (weight) => Math.log(weight / totalWeight)),
    profiles: profileVenues({
      labelled: labelled.filter(({ venueId }) => classOf.has(venueId)),
      classes,
      model: venueModel,
      vocabulary,
    }),
    fieldModel: pruneWeights(
      fieldModel.weights,
      fieldModel.bias,
      vocabulary.terms.length,
      fields.length,
      settings.maxFieldEntries,
    ),
    fields,
    fieldPapers: field.papers,
    papers: samplePapers({
      labelled,
      vectors,
      classes,
      papersPerVenue: settings.papersPerVenue,
      termsPerPaper: settings.termsPerPaper,
    }),
    catalog: venues.map(({ id, acronym, name, type, areas, ranks }) => ({
      id,
      acronym,
      name,
      type,
      areas,
      ranks,
    })),
    evaluation: settings.evaluation,
    calibration: null,
  };
}

/** 0.5^(years before the venue's latest year / half-life): the index follows where a venue is going. */
function recencyWeights(labelled: readonly LabelledPaper[], halfLifeYears: number): number[] {
  const latestYear = new Map<string, number>();
  for (const { paper, venueId } of labelled)
    latestYear.set(venueId, Math.max(latestYear.get(venueId) ?? 0, paper.year));
  return labelled.map(
    ({ paper, venueId }) => 0.5 ** ((latestYear.get(venueId)! - paper.year) / halfLifeYears),
  );
}

/**
 * One example per (paper, area of its venue), each area taking an equal share of the paper's weight;
 * papers of a venue without areas teach nothing here. Classes are balanced as in `balanceClasses`.
 */
function fieldExamples(
  labelled: readonly LabelledPaper[],
  vectors: readonly SparseVector[],
  recency: readonly number[],
  venueById: ReadonlyMap<string, Venue>,
  fields: readonly string[],
  balance: number,
): { examples: Example[]; papers: number[] } {
  const fieldOf = new Map(fields.map((slug, index) => [slug, index]));
  const examples: Example[] = [];
  const papers = new Array<number>(fields.length).fill(0);
  labelled.forEach(({ venueId }, i) => {
    const areas = venueById.get(venueId)?.areas ?? [];
    for (const area of areas) {
      const label = fieldOf.get(area)!;
      papers[label]! += 1 / areas.length;
      examples.push({ vector: vectors[i]!, label, weight: recency[i]! / areas.length });
    }
  });
  balanceClasses(examples, fields.length, balance);
  return { examples, papers: papers.map((count) => Math.round(count)) };
}

/**
 * Multiplies each example's weight by (its class's share of the weight)^-balance, then rescales so
 * the total stays the same: with balance 1 every class weighs the same, with 0 nothing changes.
 */
function balanceClasses(examples: Example[], numClasses: number, balance: number): void {
  if (balance === 0) return;
  const mass = new Float64Array(numClasses);
  for (const example of examples) mass[example.label]! += example.weight;
  const total = mass.reduce((sum, value) => sum + value, 0);
  let reweighted = 0;
  for (const example of examples) {
    example.weight *= (mass[example.label]! / total) ** -balance;
    reweighted += example.weight;
  }
  for (const example of examples) example.weight *= total / reweighted;
}
