import type { Venue } from '@venuescout/catalog';
import { buildIndex, type BuildOptions } from '../index/build-index.ts';
import type { FitSpread, IndexEvaluation } from './index-evaluation.ts';
import { createMatcher } from '../match/create-matcher.ts';
import { evaluateLabelled } from './evaluate-matcher.ts';
import { flagshipCases, type FlagshipCase } from './flagship-papers.ts';
import { measureFlagships, type FlagshipResult } from './measure-flagships.ts';
import {
  defaultSplitOptions,
  samplePerVenue,
  splitHeldOut,
  type SourcedPaper,
  type SplitOptions,
} from './split-held-out.ts';
import { toFigures, type RankedGold, type RankSummary } from './summarize-ranks.ts';

/** Everything the held-out measurement found, for printing; `figures` is what the index stores. */
export interface HeldOutReport {
  figures: IndexEvaluation;
  balanced: RankSummary;
  balancedAllVenues: RankSummary;
  sized: RankSummary;
  newFields: RankSummary;
  titleOnly: RankSummary;
  /** Held-out papers of the title lists (`titleListCorpora`), at most 30 per venue: titles only. */
  titleLists: RankSummary;
  /** Whether relevance means the same at small and large venues (see measureFitSpread). */
  fitSpread: FitSpread;
  /** The flagship table over the held-out index, from full papers and from titles alone. */
  flagships: { full: FlagshipResult; titleOnly: FlagshipResult };
  /** The balanced set per research area of the true venue. */
  byArea: Record<string, RankSummary>;
  trainPapers: number;
  /** Venues the held-out index learned from papers. */
  venuesWithPapers: number;
}

/**
 * Measures the build as a researcher meets it: learns an index from every paper but each venue's
 * latest year (see split-held-out.ts), then ranks the whole catalog for the held-out papers: with
 * each venue the index learned weighing the same (and again with every venue that has held-out
 * papers), weighted by size, for the venues in `newVenueIds`, and from titles alone.
 */
export function measureHeldOut(options: {
  labelled: readonly SourcedPaper[];
  venues: readonly Venue[];
  /** Venues to report apart, such as those of fields the first corpus lacks. */
  newVenueIds: ReadonlySet<string>;
  /** Corpus files (by position) that hold titles only, scored apart. */
  titleListCorpora?: ReadonlySet<number>;
  /** Hand-written papers with the venues an expert accepts (default: the flagship table). */
  flagshipCases?: readonly FlagshipCase[];
  build?: Partial<BuildOptions>;
  split?: Partial<SplitOptions>;
}): HeldOutReport {
  const { venues, newVenueIds } = options;
  const split = splitHeldOut(options.labelled, options.split);
  const index = buildIndex(split.train, venues, options.build);
  const matcher = createMatcher(index, venues);
  const learned = new Set(index.profiles.map((profile) => profile.venueId));
  const balanced = split.balanced.filter(({ venueId }) => learned.has(venueId));
  const onBalanced = evaluateLabelled(matcher, balanced, venues);
  const report = {
    balanced: onBalanced.overall,
    balancedAllVenues: evaluateLabelled(matcher, split.balanced, venues).overall,
    sized: evaluateLabelled(matcher, split.sized, venues).overall,
    newFields: evaluateLabelled(
      matcher,
      balanced.filter(({ venueId }) => newVenueIds.has(venueId)),
      venues,
    ).overall,
    titleOnly: evaluateLabelled(matcher, balanced, venues, { titleOnly: true }).overall,
    titleLists: evaluateLabelled(
      matcher,
      samplePerVenue(
        split.heldOut.filter(
          (item) => options.titleListCorpora?.has(item.corpus ?? 0) && learned.has(item.venueId),
        ),
        defaultSplitOptions.perVenue,
      ),
      venues,
    ).overall,
  };
  const papersOf = new Map(index.profiles.map((profile) => [profile.venueId, profile.papers]));
  const fitSpread = measureFitSpread(onBalanced.rows, papersOf);
  const cases = options.flagshipCases ?? flagshipCases;
  const flagships = {
    full: measureFlagships(matcher, cases),
    titleOnly: measureFlagships(matcher, cases, { titleOnly: true }),
  };
  return {
    ...report,
    figures: {
      balanced: toFigures(report.balanced),
      balancedAllVenues: toFigures(report.balancedAllVenues),
      sized: toFigures(report.sized),
      newFields: toFigures(report.newFields),
      titleOnly: toFigures(report.titleOnly),
      titleLists: toFigures(report.titleLists),
      fitSpread,
      flagships: { full: flagships.full.summary, titleOnly: flagships.titleOnly.summary },
    },
    fitSpread,
    flagships,
    byArea: onBalanced.byArea,
    trainPapers: split.train.length,
    venuesWithPapers: index.profiles.length,
  };
}

/** Orders the venues by training papers and compares the median relevance of their two outer quarters. */
export function measureFitSpread(
  rows: readonly RankedGold[],
  papersOf: ReadonlyMap<string, number>,
): FitSpread {
  const venues = [...new Set(rows.map((row) => row.gold))].sort(
    (a, b) => (papersOf.get(a) ?? 0) - (papersOf.get(b) ?? 0) || (a < b ? -1 : 1),
  );
  const quarter = Math.floor(venues.length / 4);
  const medianOf = (chosen: ReadonlySet<string>) => {
    const values = rows
      .filter((row) => chosen.has(row.gold))
      .map((row) => row.relevance)
      .sort((a, b) => a - b);
    return values.length === 0 ? 0 : values[Math.floor(values.length / 2)]!;
  };
  return {
    smallestQuarter: medianOf(new Set(venues.slice(0, quarter))),
    largestQuarter: medianOf(new Set(venues.slice(venues.length - quarter))),
  };
}
