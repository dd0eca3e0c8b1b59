import { describe, expect, it } from 'vitest';
import { makeDeadlineChange, makeVenue, paperEdition } from '../../test/venue-factory.ts';
import { toMatchedVenue } from '../analyses/to-matched-venue.ts';
import { dateVenue } from './date-venue.ts';
import { toVenueCore } from './to-venue-core.ts';
import { presentVenueSummary } from './venue.presenter.ts';

const now = new Date('2027-01-05T12:00:00.000Z');
const deadlineAt = '2027-01-22T11:59:00.000Z';
const acl = makeVenue({
  id: 'conf/acl',
  acronym: 'ACL',
  name: 'Annual Meeting of the Association for Computational Linguistics',
  areas: ['natural-language-processing', 'machine-learning'],
  aliases: ['ACL Annual Meeting'],
  ranks: { core: 'A*', ccf: 'A' },
  region: 'europe',
  url: 'https://aclweb.org',
  acceptanceRates: [
    { year: 2025, rate: 0.21, source: 'ccf-deadlines' },
    { year: 2026, rate: 0.23, source: 'ccf-deadlines' },
  ],
  editions: [paperEdition(2027, deadlineAt), paperEdition(2026, '2026-01-15T11:59:00.000Z')],
});
const dated = dateVenue(acl, now, {}, [makeDeadlineChange()]);

describe('toVenueCore', () => {
  it('maps the facts every venue answer carries', () => {
    expect(toVenueCore(dated)).toEqual({
      id: 'conf/acl',
      acronym: 'ACL',
      name: 'Annual Meeting of the Association for Computational Linguistics',
      type: 'conference',
      ranks: { core: 'A*', ccf: 'A' },
      url: 'https://aclweb.org',
      region: 'europe',
      nextDeadline: expect.objectContaining({ at: deadlineAt, kind: 'paper', estimated: false }),
      isRolling: false,
      notification: null,
      latestAcceptanceRate: { year: 2026, rate: 0.23, source: 'ccf-deadlines' },
    });
  });

  it.each([
    ['no home page', { url: undefined }, 'url', null],
    ['no acceptance rate', { acceptanceRates: undefined }, 'latestAcceptanceRate', null],
  ])('answers null for %s', (_, overrides, field, expected) => {
    const core = toVenueCore(dateVenue({ ...acl, ...overrides }, now, {}, []));
    expect(core[field as keyof typeof core]).toEqual(expected);
  });
});

describe('the answers built on it', () => {
  it('give a list its core facts plus names, both forms of the areas and metrics', () => {
    const summary = presentVenueSummary(dated);
    expect(summary).toMatchObject(toVenueCore(dated));
    expect(summary).toMatchObject({
      aliases: ['ACL Annual Meeting'],
      areas: ['natural-language-processing', 'machine-learning'],
      areaLabels: ['Natural language processing', 'Machine learning'],
      h5Index: null,
      dblp: null,
    });
    expect(summary.nextDeadline?.change).toMatchObject({ change: 'extended' });
  });

  it('give an analysis snapshot the core facts and a description, without the recent change', () => {
    const snapshot = toMatchedVenue(dated);
    const { nextDeadline, ...rest } = toVenueCore(dated);
    expect(snapshot).toMatchObject(rest);
    expect(snapshot.nextDeadline).not.toHaveProperty('change');
    expect(snapshot.nextDeadline).toMatchObject({ at: nextDeadline?.at, kind: 'paper' });
    expect(snapshot.description).toBe(
      'Conference on natural language processing, machine learning (CORE A*, CCF A).',
    );
  });
});
