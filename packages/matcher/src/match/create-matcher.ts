import type { CatalogVenue, VenueIndex } from '../index/venue-index.ts';
import { displayTerm, surfaceForms } from '../text/surface-forms.ts';
import type { PaperInput } from '../types.ts';
import { fieldOnlyWeight, nameStems, rankWeight, statedNameShare } from './catalog-prior.ts';
import { describeCoverage, MIN_BEST_EVIDENCE } from './describe-coverage.ts';
import { findSimilarPapers } from './find-similar-papers.ts';
import { fieldPercentile, missChance, venuePercentile } from './calibration.ts';
import type { MatchOptions, MatchResult, VenueMatch } from './match-types.ts';
import {
  defaultTitleFusion,
  linearScores,
  scorePaper,
  topContributions,
  type PaperScores,
  type TitleFusion,
} from './score-paper.ts';
import { softmaxInPlace } from '../model/softmax-in-place.ts';
import { blendFieldProbabilities } from './blend-field-probabilities.ts';
import { calibrateToField } from './calibrate-to-field.ts';
import { fieldOnlyShare } from './field-only-share.ts';
import { vectorize } from '../model/vectorize.ts';
import { extractTerms } from '../text/extract-terms.ts';

const explanationTerms = 5;
const similarPapersShown = 3;
/** How the ranking combines the two models; the defaults were tuned on the own split (docs/decisions/008). */
export interface RankingTuning {
  /** Weight of the venue model's own view of the field, against the field model's. */
  venueFieldShare: number;
  /**
   * How far a venue's probability follows the field estimate: the venue model's probability times
   * (field probability / the venue model's own mass on that field)^fieldCalibration.
   */
  fieldCalibration: number;
  /**
   * The share of a field's probability that its venues without papers take is `fieldOnlyScale` times
   * (their part of the field's rank weight)^fieldOnlyExponent: nearly all of it in a field without
   * papers, little where the model learned most of the field's venues from papers.
   */
  fieldOnlyScale: number;
  fieldOnlyExponent: number;
  /**
   * When no venue learned from papers is a likely home for the paper (the best probability is below
   * MIN_BEST_EVIDENCE), a venue without papers whose name the author gives as a keyword or theme
   * ("bioinformatics" and the journal Bioinformatics) also gets nameMatchScale × rank weight × (stated
   * share of its name)², whatever its field: then the name is the best topical fact there is. For a
   * paper the model does know, the same bonus displaced better-evidenced venues (docs/decisions/008).
   */
  nameMatchScale: number;
  /**
   * A venue without papers whose only area is the catch-all "interdisciplinary" (so its field says
   * nothing of its topic) also takes kinWeight × (name kinship) × probability of each learned venue
   * whose name shares its distinctive words (the journal Bioinformatics and the Workshop on Algorithms
   * in Bioinformatics); see nameKinship.
   */
  kinWeight: number;
  /** How the full and the title model are blended (see score-paper.ts). */
  titleFusion: TitleFusion;
}

export const defaultRankingTuning: RankingTuning = {
  venueFieldShare: 0.5,
  fieldCalibration: 0.5,
  fieldOnlyScale: 0.25,
  fieldOnlyExponent: 4,
  nameMatchScale: 0.1,
  kinWeight: 0.25,
  titleFusion: defaultTitleFusion,
};
const baseSignals = [
  'log best venue probability',
  'venue probability entropy',
  'field and venue model agreement',
  'top field probability',
  'share of unknown words',
  'log papers of the top field',
  'log learned venues of the top field',
  'has an abstract',
  'log top score',
  'log known terms',
  'log gap between the first and tenth score',
  'share of the top 10 placed by field',
  'field probability entropy',
  'log probability of the ten likeliest learned venues',
];
/**
 * The signals the coverage notice is decided on, in the order `analyse` returns them: each signal, and
 * again for papers with an abstract only, so that titles and full papers get slopes of their own.
 */
export const RANKING_SIGNALS = [...baseSignals, ...baseSignals.map((name) => `${name}, with an abstract`)];

/** A venue whose sources give no field gets the one its name points to, if the field model is this sure. */
const NAME_FIELD_CONFIDENCE = 0.5;

/** Relevance from a score: the square root of the probability, so 80 means p ≥ 0.64. */
export const toRelevance = (score: number) => Math.min(99, Math.max(0, Math.round(100 * Math.sqrt(score))));

/**
 * Creates the matcher over the index and the whole catalog: the one the index was built with, or a
 * fresher one. Every venue belongs to one or more fields. A paper's score for a venue the model
 * learned from papers is the venue model's probability; a venue without papers shares a small part
 * of its field's probability with the field's other such venues, by rank and name. So a networking
 * paper gets networking venues first, and within a field the evidence orders the venues.
 */
export function createMatcher(
  index: VenueIndex,
  venues: readonly CatalogVenue[] = index.catalog,
  tuning: RankingTuning = defaultRankingTuning,
) {
  const termIds = new Map(index.terms.map((term, id) => [term, id]));
  // The researcher's term weights by id while similar papers are looked up; zero between lookups.
  const denseQuery = new Float32Array(index.terms.length);
  const maxIdf = index.idf.reduce((max, value) => Math.max(max, value), 0);
  // A name word the papers never use is as rare as the rarest term.
  const idfOf = (stem: string) => {
    const id = termIds.get(stem);
    return id === undefined ? maxIdf : index.idf[id]!;
  };
  const classOf = new Map(index.profiles.map((profile, c) => [profile.venueId, c]));
  const fieldOf = new Map(index.fields.map((slug, f) => [slug, f]));
  const stemsOf = new Map(venues.map((venue) => [venue.id, nameStems(venue)]));
  const venueFields = new Map(venues.map((venue) => [venue.id, fieldsOfVenue(venue)]));
  const classFields = index.profiles.map((profile) => venueFields.get(profile.venueId) ?? []);
  const fieldShares = fieldOnlyShares();
  const kinOf = nameKinship(
    venues.filter((venue) => !classOf.has(venue.id) && isCatchAll(venue)),
    index.profiles.map((profile, c) => ({ c, stems: stemsOf.get(profile.venueId) ?? [] })),
    nameIdf([...stemsOf.values()]),
  );
  const fieldEvidence = index.fields.map((_, f) => ({
    venuesWithPapers: classFields.filter((fields) => fields.includes(f)).length,
    papers: index.fieldPapers[f] ?? 0,
  }));

  /** The venue's fields as field-model classes: its catalog areas, or else what its name says. */
  function fieldsOfVenue(venue: CatalogVenue): number[] {
    const known = venue.areas.flatMap((area) => (fieldOf.has(area) ? [fieldOf.get(area)!] : []));
    if (known.length > 0 || venue.areas.length > 0) return known;
    const vector = vectorize(extractTerms({ title: venue.name }), termIds, index.idf);
    const probabilities = linearScores(index.fieldModel, vector.ids, vector.values);
    softmaxInPlace(probabilities);
    const best = argmax(probabilities);
    return probabilities[best]! >= NAME_FIELD_CONFIDENCE ? [best] : [];
  }

  /**
   * Per field, how much of its probability its venues without papers share (see RankingTuning), and
   * over what total rank weight.
   */
  function fieldOnlyShares() {
    const withPapers = new Float64Array(index.fields.length);
    const without = new Float64Array(index.fields.length);
    for (const venue of venues) {
      const fields = venueFields.get(venue.id)!;
      for (const f of fields)
        (classOf.has(venue.id) ? withPapers : without)[f]! += rankWeight(venue) / fields.length;
    }
    return index.fields.map((_, f) => ({
      share: fieldOnlyShare(without[f]!, withPapers[f]!, tuning.fieldOnlyScale, tuning.fieldOnlyExponent),
      total: without[f]!,
    }));
  }

  /** The paper's field probabilities, and the venue model's own share of each field. */
  function fieldProbabilities(scores: PaperScores) {
    const fromVenues = new Float64Array(index.fields.length);
    classFields.forEach((fields, c) => {
      for (const f of fields) fromVenues[f]! += scores.venueProbabilities[c]! / fields.length;
    });
    const fields = blendFieldProbabilities(scores.fieldProbabilities, fromVenues, tuning.venueFieldShare);
    return { fields, fromVenues };
  }

  function scoreVenue(
    venue: CatalogVenue,
    scores: PaperScores,
    { fields, fromVenues }: ReturnType<typeof fieldProbabilities>,
    unknownToModel: boolean,
  ): number {
    const c = classOf.get(venue.id);
    if (c !== undefined) {
      const own = classFields[c]!;
      if (own.length === 0) return scores.venueProbabilities[c]!;
      let estimate = 0;
      let modelled = 0;
      for (const f of own) {
        estimate += fields[f]!;
        modelled += fromVenues[f]!;
      }
      return calibrateToField(scores.venueProbabilities[c]!, estimate, modelled, tuning.fieldCalibration);
    }
    const own = venueFields.get(venue.id) ?? [];
    const stems = stemsOf.get(venue.id) ?? [];
    // Only a paper the model does not know gets the name bonus, so only then is the name compared.
    let score = unknownToModel
      ? tuning.nameMatchScale * rankWeight(venue) * statedNameShare(stems, scores.statedStems, idfOf) ** 2
      : 0;
    for (const { c: kin, similarity } of kinOf.get(venue.id) ?? [])
      score += tuning.kinWeight * similarity * scores.venueProbabilities[kin]!;
    const weight = fieldOnlyWeight(venue, stems, scores.stems);
    for (const f of own) {
      const { share, total } = fieldShares[f]!;
      if (total > 0) score += (fields[f]! * share * weight) / total / own.length;
    }
    return score;
  }

  /**
   * Scores every venue for the paper, best first, with the signals the coverage notice is decided on
   * (RANKING_SIGNALS order).
   */
  function analyse(paper: PaperInput) {
    const scores = scorePaper(index, termIds, paper, tuning.titleFusion);
    const estimate = fieldProbabilities(scores);
    const { fields } = estimate;
    const byStrength = [...fields.keys()].sort((a, b) => fields[b]! - fields[a]! || a - b);
    const bestEvidence = scores.venueProbabilities.reduce((max, p) => Math.max(max, p), 0);
    const unknownToModel = bestEvidence < MIN_BEST_EVIDENCE;
    const ranked = venues.map((venue) => ({
      venue,
      score: scoreVenue(venue, scores, estimate, unknownToModel),
    }));
    ranked.sort((a, b) => b.score - a.score || (a.venue.id < b.venue.id ? -1 : 1));
    const top = byStrength[0]!;
    const evidence = fieldEvidence[top] ?? { venuesWithPapers: 0, papers: 0 };
    let entropy = 0;
    for (const p of scores.venueProbabilities) if (p > 0) entropy -= p * Math.log(p);
    let fieldEntropy = 0;
    for (const p of fields) if (p > 0) fieldEntropy -= p * Math.log(p);
    let agreement = 0;
    fields.forEach((_, f) => (agreement += Math.min(scores.fieldProbabilities[f]!, estimate.fromVenues[f]!)));
    const hasAbstract = paper.abstract?.trim() ? 1 : 0;
    const base = [
      Math.log(Math.max(bestEvidence, 1e-9)),
      entropy / Math.log(Math.max(2, scores.venueProbabilities.length)),
      agreement,
      fields[top]!,
      scores.unknownShare,
      Math.log1p(evidence.papers),
      Math.log1p(evidence.venuesWithPapers),
      hasAbstract,
      Math.log(Math.max(ranked[0]?.score ?? 0, 1e-9)),
      Math.log1p(scores.termIds.length),
      Math.log(Math.max(ranked[0]?.score ?? 0, 1e-12) / Math.max(ranked[9]?.score ?? 0, 1e-12)),
      ranked.slice(0, 10).filter(({ venue }) => !classOf.has(venue.id)).length / 10,
      fieldEntropy,
      Math.log(
        Math.max(
          [...scores.venueProbabilities]
            .sort((a, b) => b - a)
            .slice(0, 10)
            .reduce((sum, p) => sum + p, 0),
          1e-9,
        ),
      ),
    ];
    const signals = [...base, ...base.map((value) => value * hasAbstract)];
    return { scores, estimate, byStrength, bestEvidence, ranked, signals, top, evidence };
  }

  /** Relevance 0–99: a percentile among the venue's own held-out papers (docs/decisions/011). */
  function relevanceOf(venue: CatalogVenue, score: number, fields: Float64Array): number {
    const calibration = index.calibration;
    if (!calibration) return toRelevance(score);
    const c = classOf.get(venue.id);
    if (c !== undefined) return venuePercentile(calibration, c, Math.log(Math.max(score, 1e-12)));
    const own = venueFields.get(venue.id) ?? [];
    if (own.length === 0) return 0;
    const f = own.reduce((best, next) => (fields[next]! > fields[best]! ? next : best));
    return fieldPercentile(calibration, f, fields[f]!);
  }

  function match(paper: PaperInput, options: MatchOptions = {}): MatchResult {
    const { scores, estimate, byStrength, bestEvidence, ranked, signals, top, evidence } = analyse(paper);
    const { fields } = estimate;
    const researchAreas = byStrength
      .filter((f, position) => position === 0 || fields[f]! >= 0.1)
      .slice(0, 3)
      .map((f) => index.fields[f]!);

    const forms = surfaceForms([paper.title, paper.abstract, paper.theme, ...(paper.keywords ?? [])]);
    const chosen = ranked.slice(0, options.top ?? ranked.length);
    const matches: VenueMatch[] = chosen.map(({ venue, score }) => {
      const c = classOf.get(venue.id);
      const terms =
        options.explain === false
          ? []
          : c === undefined
            ? (stemsOf.get(venue.id) ?? []).filter((stem) => scores.stems.has(stem))
            : topContributions(index, scores, c, explanationTerms);
      return {
        venueId: venue.id,
        relevance: relevanceOf(venue, score, fields),
        score,
        evidence:
          c === undefined
            ? { level: 'field', papers: 0 }
            : { level: 'papers', papers: index.profiles[c]!.papers },
        explanation: {
          terms: terms.map((term) => displayTerm(term, forms)),
          areas: (venueFields.get(venue.id) ?? [])
            .map((f) => index.fields[f]!)
            .filter((area) => researchAreas.includes(area)),
          similarPapers:
            options.explain === false || c === undefined
              ? []
              : findSimilarPapers(
                  index,
                  { ids: scores.termIds, values: scores.termValues, dense: denseQuery },
                  c,
                  venue.acronym,
                  similarPapersShown,
                ).map((paper) => ({
                  ...paper,
                  sharedTerms: paper.sharedTerms.map((term) => displayTerm(term, forms)),
                })),
        },
      };
    });
    const notice = index.calibration?.notice;
    const coverage = describeCoverage({
      field: index.fields[top] ?? null,
      ...evidence,
      bestEvidence,
      likelyMiss: notice ? missChance(notice, signals) >= notice.threshold : null,
      unfamiliarTerms: scores.unknownStems.slice(0, 3).map((stem) => displayTerm(stem, forms)),
    });
    return { researchAreas, coverage, venues: matches };
  }

  return { match, analyse };
}

/** Names this alike or more make a venue without papers kin to a learned one. */
const MIN_KINSHIP = 0.5;
/** The catalog's catch-all area: it says nothing about a venue's topic. */
const CATCH_ALL_AREA = 'interdisciplinary';

/** A venue whose only area is the catch-all: only its name tells its topic. */
const isCatchAll = (venue: CatalogVenue) =>
  venue.areas.length > 0 && venue.areas.every((area) => area === CATCH_ALL_AREA);

/** Inverse document frequency of each name word over the catalog's names: "intelligent" is common, "bioinformatics" less so. */
function nameIdf(names: readonly (readonly string[])[]): (stem: string) => number {
  const df = new Map<string, number>();
  for (const stems of names) for (const stem of new Set(stems)) df.set(stem, (df.get(stem) ?? 0) + 1);
  return (stem) => Math.log((1 + names.length) / (1 + (df.get(stem) ?? 0)));
}

/**
 * For each venue without papers, the learned venues whose names are alike: the cosine of their name
 * content words (generic words such as "conference" and "computing" left out), each weighted by its
 * inverse document frequency among the catalog's names, so that sharing "bioinformatics" counts and
 * sharing "intelligent" hardly does.
 */
function nameKinship(
  without: readonly CatalogVenue[],
  learned: readonly { c: number; stems: readonly string[] }[],
  idfOf: (stem: string) => number,
): Map<string, { c: number; similarity: number }[]> {
  const norm = (stems: readonly string[]) =>
    Math.sqrt(stems.reduce((sum, stem) => sum + idfOf(stem) ** 2, 0));
  const learnedNorms = learned.map(({ stems }) => norm(stems));
  const kin = new Map<string, { c: number; similarity: number }[]>();
  for (const venue of without) {
    const stems = nameStems(venue);
    const own = norm(stems);
    if (own === 0) continue;
    const found: { c: number; similarity: number }[] = [];
    learned.forEach(({ c, stems: other }, i) => {
      let dot = 0;
      for (const stem of stems) if (other.includes(stem)) dot += idfOf(stem) ** 2;
      const similarity = learnedNorms[i]! === 0 ? 0 : dot / (own * learnedNorms[i]!);
      if (similarity >= MIN_KINSHIP) found.push({ c, similarity });
    });
    if (found.length > 0) kin.set(venue.id, found);
  }
  return kin;
}

function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

/** A matcher as `createMatcher` returns it. */
export type Matcher = ReturnType<typeof createMatcher>;
