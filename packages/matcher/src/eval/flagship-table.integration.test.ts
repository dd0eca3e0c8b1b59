import { loadCatalog } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndex } from '../index/load-index.ts';
import { createMatcher } from '../match/create-matcher.ts';
import { flagshipCases } from './flagship-papers.ts';
import { measureFlagships, type FlagshipResult, type FlagshipRow } from './measure-flagships.ts';

// Issue 22: each field's flagship venues where an expert expects them, over the shipped index and the
// whole catalog. The thresholds are the issue's; a failure lists the cases that miss, with what led.

let result: FlagshipResult;
let acronymOf: Map<string, string>;
beforeAll(async () => {
  const [index, { venues }] = await Promise.all([loadIndex(), loadCatalog()]);
  acronymOf = new Map(venues.map((venue) => [venue.id, venue.acronym || venue.name]));
  result = measureFlagships(createMatcher(index, venues), flagshipCases);
});

const describeRow = ({ field, bestRank, bestVenueId, top3 }: FlagshipRow) =>
  `${field}: best rank ${bestRank}${bestVenueId ? ` (${acronymOf.get(bestVenueId)})` : ''}, ` +
  `top 3: ${top3.map((id) => acronymOf.get(id) ?? id).join(', ')}`;

describe('the flagship table', () => {
  it('accepts only venues of the catalog', () => {
    const unknown = flagshipCases.flatMap(({ field, accepted }) =>
      accepted.filter((id) => !acronymOf.has(id)).map((id) => `${field}: ${id}`),
    );
    expect(unknown, 'accepted venue ids missing from the catalog').toEqual([]);
  });

  it('holds at least 25 papers written as their authors would: a 90-160 word abstract, 3-5 keywords', () => {
    expect(flagshipCases.length).toBeGreaterThanOrEqual(25);
    const offShape = flagshipCases
      .map(({ field, paper }) => ({
        field,
        words: paper.abstract.split(/\s+/).filter(Boolean).length,
        keywords: paper.keywords.length,
      }))
      .filter(({ words, keywords }) => words < 90 || words > 160 || keywords < 3 || keywords > 5);
    expect(offShape).toEqual([]);
  });

  it('puts an accepted venue in the top 3 for at least 90 % of the papers', () => {
    const outside = result.rows.filter((row) => row.bestRank > 3).map(describeRow);
    const share = Math.round(100 * result.summary.top3Share);
    expect(
      result.summary.top3Share,
      `accepted venue in the top 3 for ${share} % of ${result.summary.cases}; outside it:\n${outside.join('\n')}\n`,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('puts an accepted venue in the top 10 for every paper', () => {
    expect(result.rows.filter((row) => row.bestRank > 10).map(describeRow)).toEqual([]);
  });
});
