import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndex } from '../index/load-index.ts';
import type { VenueIndex } from '../index/venue-index.ts';
import { createMatcher } from '../match/create-matcher.ts';
import { venueFacts } from './venue-facts.ts';
import { writeAdvice } from './write-advice.ts';

let index: VenueIndex;
let venues: Venue[];
beforeAll(async () => {
  [index, { venues }] = await Promise.all([loadIndex(), loadCatalog()]);
});

const paper = {
  title: 'Cross-lingual transfer for named entity recognition',
  abstract:
    'We transfer a multilingual encoder to recognise named entities in twelve languages with little data.',
  keywords: ['named entity recognition', 'cross-lingual transfer'],
};

describe('venue facts', () => {
  it.each(Object.entries(venueFacts))(
    '%s cites an https source for every fact and is a catalog venue',
    (venueId, facts) => {
      expect(venues.some((venue) => venue.id === venueId)).toBe(true);
      for (const fact of facts) {
        expect(fact.source).toMatch(/^https:\/\/[^\s]+$/);
        expect(fact.text.length).toBeGreaterThan(10);
      }
    },
  );
});

describe('writeAdvice', () => {
  const matcherMatches = () => createMatcher(index, venues).match(paper).venues;
  const adviceFor = (venueId: string) => {
    const matcher = createMatcher(index, venues);
    const match = matcher.match(paper).venues.find((candidate) => candidate.venueId === venueId)!;
    return writeAdvice({
      paper,
      venue: venues.find((venue) => venue.id === venueId)!,
      match,
      index,
      areaLabel: (slug) => slug,
    });
  };

  it('uses only sourced facts for formatting, required sections and the word limit', () => {
    const acl = adviceFor('conf/acl');
    const sourced = venueFacts['conf/acl']!.map((fact) => fact.text);
    expect(acl.formattingGuidelines.length).toBeGreaterThan(0);
    for (const line of [...acl.formattingGuidelines, ...acl.requiredSections])
      expect(sourced).toContain(line);
    expect(acl.requiredSections.some((line) => line.startsWith('Limitations'))).toBe(true);
    expect(acl.wordLimitInfo).toMatch(/page/);
  });

  it('gives no formatting facts for a venue without sourced ones', () => {
    const venueId = venues.find((venue) => !venueFacts[venue.id] && venue.acronym === 'COLING')!.id;
    const advice = adviceFor(venueId);
    expect(advice.formattingGuidelines).toEqual([]);
    expect(advice.requiredSections).toEqual([]);
    expect(advice.wordLimitInfo).toBeNull();
    expect(advice.contentAlignmentTips.length).toBeGreaterThan(0);
  });

  it('tells the researcher when a venue is suggested by its field only, and not for one learned from papers', () => {
    const fieldOnly = matcherMatches().find((match) => match.evidence.level === 'field')!;
    expect(adviceFor(fieldOnly.venueId).scopeAdjustments.join(' ')).toMatch(
      /has not learned from .*call for papers/,
    );
    expect(adviceFor('conf/acl').scopeAdjustments.join(' ')).not.toMatch(/has not learned from/);
  });

  it('points out an abstract much shorter than the venue usually publishes', () => {
    expect(adviceFor('conf/acl').scopeAdjustments.join(' ')).toMatch(/abstracts typically run about \d+/);
  });
});
