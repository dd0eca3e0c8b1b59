import type { Venue } from '@venuescout/catalog';
import { buildIndex, type BuildOptions } from '../index/build-index.ts';
import type { IndexEvaluation } from '../index/venue-index.ts';
import { createMatcher } from '../match/create-matcher.ts';
import { evaluateLabelled } from './evaluate-matcher.ts';
import { splitHeldOut, type SourcedPaper, type SplitOptions } from './split-held-out.ts';
import { toFigures, type RankSummary } from './summarize-ranks.ts';

/** Everything the held-out measurement found, for printing; `figures` is what the index stores. */
export interface HeldOutReport {
  figures: IndexEvaluation;
  balanced: RankSummary;
  balancedAllVenues: RankSummary;
  sized: RankSummary;
  newFields: RankSummary;
  titleOnly: RankSummary;
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
  };
  return {
    ...report,
    figures: {
      balanced: toFigures(report.balanced),
      balancedAllVenues: toFigures(report.balancedAllVenues),
      sized: toFigures(report.sized),
      newFields: toFigures(report.newFields),
      titleOnly: toFigures(report.titleOnly),
    },
    byArea: onBalanced.byArea,
    trainPapers: split.train.length,
    venuesWithPapers: index.profiles.length,
  };
}
