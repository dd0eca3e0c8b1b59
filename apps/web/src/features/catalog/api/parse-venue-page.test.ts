import { VenuePageSchema, venueFields } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { parseVenuePage } from './parse-venue-page';

const conference = {
  id: 'conf/acl',
  acronym: 'ACL',
  name: 'Annual Meeting of the Association for Computational Linguistics',
  type: 'conference',
  aliases: ['Meeting of the ACL'],
  areas: ['natural-language-processing'],
  areaLabels: ['Natural language processing'],
  ranks: { core: 'A*', ccf: 'A' },
  h5Index: 215,
  url: 'https://www.aclweb.org',
  dblp: 'conf/acl',
  region: 'europe',
  nextDeadline: {
    at: '2027-02-15T11:59:59.000Z',
    kind: 'paper',
    timezone: 'AoE',
    estimated: true,
    basisYear: 2026,
    published: { date: '2027-02-14', time: '23:59', zone: 'AoE' },
    errorDays: 9,
    rule: 'annual',
  },
  isRolling: false,
  notification: {
    at: '2027-05-02T11:59:59.000Z',
    timezone: 'AoE',
    published: { date: '2027-05-01', time: '23:59', zone: 'AoE' },
    estimated: true,
    weeksAfterDeadline: 11,
    basisYear: 2026,
  },
  latestAcceptanceRate: {
    year: 2025,
    rate: 0.2235,
    submitted: 8360,
    accepted: 1868,
    source: 'ccf-deadlines',
    reference: 'https://github.com/emeryberger/csconferences',
  },
};
const journal = {
  ...conference,
  id: 'journal/tpami',
  type: 'journal',
  aliases: [],
  ranks: {},
  h5Index: null,
  url: null,
  dblp: null,
  region: null,
  nextDeadline: null,
  isRolling: true,
  notification: null,
  latestAcceptanceRate: null,
};
const page = (items: unknown[]) => ({ items, total: 1520 });

describe('parseVenuePage', () => {
  it.each([
    ['a conference with ranks and an estimated deadline', page([conference])],
    ['a rolling journal without ranks or deadline', page([journal])],
    [
      'a known deadline without a basis year',
      page([
        {
          ...conference,
          nextDeadline: {
            at: '2027-06-01T23:59:00.000Z',
            kind: 'abstract',
            timezone: 'UTC',
            estimated: false,
            published: { date: '2027-06-01', time: '23:59', zone: 'UTC' },
          },
        },
      ]),
    ],
    [
      'a published notification and a rate without counts or reference',
      page([
        {
          ...conference,
          notification: {
            at: '2027-05-02T11:59:59.000Z',
            timezone: 'AoE',
            published: { date: '2027-05-01', time: '23:59', zone: 'AoE' },
            estimated: false,
            weeksAfterDeadline: 11,
          },
          latestAcceptanceRate: { year: 2024, rate: 0.25, source: 'ccf-deadlines' },
        },
      ]),
    ],
    ['an empty page', page([])],
    ['fields the app does not know', page([{ ...conference, extra: 1, ranks: { core: 'B', other: 'X' } }])],
  ])('returns what VenuePageSchema returns for %s', (_, payload) => {
    expect(parseVenuePage(payload)).toStrictEqual(VenuePageSchema.parse(payload));
  });

  // The contract's lists, not a copy: a region or type added to the contract is accepted here too.
  it.each([
    ...venueFields.types.map((type) => ['type', { ...conference, type }] as const),
    ...venueFields.regions.map((region) => ['region', { ...conference, region }] as const),
    ...venueFields.rankSystems.map(
      (system) => ['rank', { ...conference, ranks: { [system]: 'A' } }] as const,
    ),
  ])('reads each %s the contract lists like VenuePageSchema: %j', (_, venue) => {
    expect(parseVenuePage(page([venue]))).toStrictEqual(VenuePageSchema.parse(page([venue])));
  });

  it.each([
    ['no items', { total: 0 }],
    ['an unknown venue type', page([{ ...conference, type: 'workshop' }])],
    ['an unknown region', page([{ ...conference, region: 'antarctica' }])],
    ['an alias that is not a string', page([{ ...conference, aliases: [1] }])],
    ['a rank that is not a string', page([{ ...conference, ranks: { core: 1 } }])],
    [
      'a deadline without its instant',
      page([{ ...conference, nextDeadline: { kind: 'paper', timezone: 'AoE', estimated: false } }]),
    ],
    [
      'a fractional basis year',
      page([{ ...conference, nextDeadline: { ...conference.nextDeadline, basisYear: 2026.5 } }]),
    ],
    [
      'a deadline without its published time',
      page([
        {
          ...conference,
          nextDeadline: { at: '2027-02-15T11:59:59.000Z', kind: 'paper', timezone: 'AoE', estimated: false },
        },
      ]),
    ],
    [
      'a published time without its zone',
      page([
        {
          ...conference,
          nextDeadline: { ...conference.nextDeadline, published: { date: '2027-02-14', time: '23:59' } },
        },
      ]),
    ],
    [
      'a published date with a time in it',
      page([
        {
          ...conference,
          nextDeadline: {
            ...conference.nextDeadline,
            published: { date: '2027-02-14T23:59', time: '23:59', zone: 'AoE' },
          },
        },
      ]),
    ],
    [
      'an unknown estimate rule',
      page([{ ...conference, nextDeadline: { ...conference.nextDeadline, rule: 'lunar' } }]),
    ],
    [
      'a typical error as text',
      page([{ ...conference, nextDeadline: { ...conference.nextDeadline, errorDays: '9' } }]),
    ],
    ['a total as a string', { items: [], total: '3' }],
    ['a venue without its notification field', page([{ ...conference, notification: undefined }])],
    [
      'a notification whose weeks are fractional',
      page([{ ...conference, notification: { ...conference.notification, weeksAfterDeadline: 10.5 } }]),
    ],
    [
      'an acceptance rate without its source',
      page([{ ...conference, latestAcceptanceRate: { year: 2025, rate: 0.2 } }]),
    ],
  ])('rejects %s, as VenuePageSchema does', (_, payload) => {
    expect(VenuePageSchema.safeParse(payload).success).toBe(false);
    expect(() => parseVenuePage(payload)).toThrow(TypeError);
  });
});
