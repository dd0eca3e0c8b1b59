import type { Venue } from '@venuescout/catalog';
import { MAX_SUGGESTED_KEYWORDS, toArea } from '@venuescout/contracts';
import { createKeywordSuggester, createMatcher, loadIndex, writeAdvice } from '@venuescout/matcher';
import { createModelAdviceWriter } from '../advice/create-model-advice-writer.ts';
import type { Env } from '../env.ts';
import type { SuggestKeywords } from '../keyword-suggestions/suggest-keywords.ts';
import type { Logger } from '../lib/logger.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import type { RankedVenue, RankPaper } from './rank-paper.ts';
import { toMatchedVenue } from './to-matched-venue.ts';
import { toStoredCoverage } from './to-stored-coverage.ts';
import { toStoredExplanation } from './to-stored-explanation.ts';

const areaLabel = (slug: string) => toArea(slug).label;
// The model writes advice for the best few venues only: one request, bounded cost and latency.
const modelAdviceVenues = 5;

/**
 * Loads the matcher's shipped index and adapts it to `RankPaper` over the catalog the venue
 * directory serves, the one browsing, favourites and snapshots read, so a catalog refresh reaches the
 * ranking too and a retired venue is never ranked:
 * rank, explain, write rule-based advice and snapshot each ranked venue, reading the directory once for
 * them; with an LLM configured, the top venues' tips come from the model instead, falling back to the
 * rules on any failure. The same matcher suggests keywords of the paper's field for the wizard.
 */
export async function createPaperRanker(options: {
  env: Env;
  logger: Logger;
  venueDirectory: VenueDirectory;
}): Promise<{
  rankPaper: RankPaper;
  suggestKeywords: SuggestKeywords;
  top10HitRate: number | null;
  venuesWithPapers: number;
}> {
  const { env, logger, venueDirectory } = options;
  const index = await loadIndex();
  // One matcher per catalog version: the directory hands back the same array until the catalog changes.
  const matchers = new WeakMap<readonly Venue[], ReturnType<typeof createMatcher>>();
  const currentMatcher = async () => {
    const venues = await venueDirectory.all();
    let matcher = matchers.get(venues);
    if (!matcher) {
      matcher = createMatcher(index, venues);
      matchers.set(venues, matcher);
    }
    return matcher;
  };
  // Built now rather than on the first analysis, which would otherwise wait for it.
  await currentMatcher();
  const writeModelAdvice = env.llm ? createModelAdviceWriter(env.llm, logger) : null;

  const rankPaper: RankPaper = async (paper, { top, now }) => {
    const result = (await currentMatcher()).match(paper, { top });
    const dated = await venueDirectory.findMany(
      result.venues.map((match) => match.venueId),
      now,
    );
    const matches = result.venues.flatMap((match): RankedVenue[] => {
      const item = dated.get(match.venueId);
      if (!item) return [];
      const { venue } = item;
      return [
        {
          venueId: match.venueId,
          venue: toMatchedVenue(item),
          relevance: match.relevance,
          score: match.score,
          evidence: match.evidence,
          explanation: toStoredExplanation(
            { ...match.explanation, areas: match.explanation.areas.map(areaLabel) },
            logger,
          ),
          recommendations: writeAdvice({ paper, venue, match, index, areaLabel }),
        },
      ];
    });
    if (writeModelAdvice) {
      const written = await writeModelAdvice(
        paper,
        matches.slice(0, modelAdviceVenues).map((match) => {
          const { venue } = dated.get(match.venueId)!;
          return {
            venueId: venue.id,
            acronym: venue.acronym,
            name: venue.name,
            type: venue.type,
            areas: venue.areas.map(areaLabel),
            matchedTerms: match.explanation.terms,
          };
        }),
      );
      for (const match of matches) {
        const advice = written?.get(match.venueId);
        if (advice) Object.assign(match.recommendations, advice);
      }
    }
    const { coverage } = result;
    return {
      researchAreas: result.researchAreas.map(areaLabel),
      coverage: toStoredCoverage({
        ...coverage,
        field: coverage.field === null ? null : areaLabel(coverage.field),
      }),
      matches,
    };
  };
  const suggester = createKeywordSuggester(index.profiles);
  const suggestKeywords: SuggestKeywords = async (paper) => {
    // With no words of its own the paper has no field yet: the ranking would be the catalog's prior.
    if (`${paper.title}${paper.theme}${paper.abstract}`.trim() === '') return [];
    const { venues } = (await currentMatcher()).match(paper, { explain: false });
    return suggester(venues, paper.keywords, MAX_SUGGESTED_KEYWORDS);
  };
  return {
    rankPaper,
    suggestKeywords,
    top10HitRate: index.evaluation?.balanced.acc10 ?? null,
    venuesWithPapers: index.profiles.length,
  };
}
