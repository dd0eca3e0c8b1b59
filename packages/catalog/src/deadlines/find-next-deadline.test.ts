import { describe, expect, it } from 'vitest';
import { makeEdition } from '../testing/make-edition.ts';
import { findNextDeadline } from './find-next-deadline.ts';

const edition = makeEdition;

describe('findNextDeadline', () => {
  it.each([
    [
      'returns the earliest known deadline after now',
      [
        edition(2027, [
          { at: '2027-01-20T11:59:59.000Z' },
          { kind: 'abstract', at: '2027-01-13T11:59:59.000Z' },
        ]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-01-13T11:59:59.000Z', kind: 'abstract', estimated: false, editionYear: 2027 },
    ],
    [
      "prefers the main call's deadline over an earlier one of another track (WSDM's short papers)",
      [
        edition(2027, [
          { kind: 'paper', at: '2026-12-10T11:59:59.000Z', track: 'short papers' },
          { kind: 'paper', at: '2027-01-20T11:59:59.000Z' },
        ]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-01-20T11:59:59.000Z', kind: 'paper', estimated: false, editionYear: 2027 },
    ],
    [
      'takes another track when the main call has no deadline left',
      [
        edition(2027, [
          { kind: 'paper', at: '2026-10-10T11:59:59.000Z' },
          { kind: 'paper', at: '2026-12-10T11:59:59.000Z', track: 'industry track' },
        ]),
      ],
      '2026-11-22T00:00:00.000Z',
      {
        at: '2026-12-10T11:59:59.000Z',
        kind: 'paper',
        estimated: false,
        editionYear: 2027,
        track: 'industry track',
      },
    ],
    [
      'ignores notification and camera-ready dates',
      [
        edition(2027, [
          { kind: 'notification', at: '2026-12-01T00:00:00.000Z' },
          { at: '2027-02-01T00:00:00.000Z' },
        ]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-02-01T00:00:00.000Z', kind: 'paper', estimated: false },
    ],
    [
      'treats a deadline exactly at now as past ("after" is strict)',
      [edition(2026, [{ at: '2026-11-22T00:00:00.000Z', timezone: 'UTC' }])],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-11-22T00:00:00.000Z', estimated: true, basisYear: 2026, editionYear: 2027 },
    ],
    [
      'estimates from the latest edition, one year on',
      [
        edition(2025, [{ at: '2024-11-15T11:59:59.000Z', timezone: 'AoE' }]),
        edition(2026, [{ at: '2025-11-14T11:59:59.000Z', timezone: 'AoE' }]),
      ],
      '2026-11-01T00:00:00.000Z',
      {
        at: '2026-11-14T11:59:59.000Z',
        estimated: true,
        basisYear: 2026,
        editionYear: 2027,
        timezone: 'AoE',
      },
    ],
    [
      'rolls over by as many whole years as needed',
      [edition(2024, [{ at: '2024-03-01T12:00:00.000Z' }])],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-03-01T12:00:00.000Z', estimated: true, basisYear: 2024, editionYear: 2027 },
    ],
    [
      'rolls a December deadline into the next calendar year',
      [edition(2026, [{ at: '2025-12-20T23:59:59.000Z' }])],
      '2026-12-21T00:00:00.000Z',
      { at: '2027-12-20T23:59:59.000Z', estimated: true, editionYear: 2028 },
    ],
    [
      'moves Feb 29 to Feb 28 in a common year',
      [edition(2024, [{ at: '2024-02-29T23:59:59.000Z' }])],
      '2024-03-10T00:00:00.000Z',
      { at: '2025-02-28T23:59:59.000Z', estimated: true, basisYear: 2024 },
    ],
    [
      'keeps Feb 29 when the target year is a leap year',
      [edition(2024, [{ at: '2024-02-29T23:59:59.000Z' }])],
      '2027-03-01T00:00:00.000Z',
      { at: '2028-02-29T23:59:59.000Z', estimated: true, basisYear: 2024, editionYear: 2028 },
    ],
    [
      // US clocks went forward on 8 March 2026 but go forward on 14 March 2027: PDT (UTC-7) becomes PST (UTC-8).
      'keeps 23:59 Pacific time when the projected date falls before the switch to daylight saving',
      [edition(2026, [{ at: '2026-03-11T06:59:59.000Z', timezone: 'America/Los_Angeles' }])],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-03-11T07:59:59.000Z', estimated: true, basisYear: 2026, editionYear: 2027 },
    ],
    [
      // EU clocks go forward on 29 March 2026 but on 28 March 2027 at 02:00: CET (UTC+1) becomes CEST (UTC+2).
      'keeps 23:59 Berlin time when the projected date falls after the switch to summer time',
      [edition(2026, [{ at: '2026-03-28T22:59:59.000Z', timezone: 'Europe/Berlin' }])],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-03-28T21:59:59.000Z', estimated: true, basisYear: 2026, editionYear: 2027 },
    ],
    [
      'projects each submission cycle and takes the earliest still ahead',
      [edition(2026, [{ at: '2025-07-01T00:00:00.000Z' }, { at: '2026-01-15T00:00:00.000Z' }])],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-01-15T00:00:00.000Z', estimated: true, basisYear: 2026 },
    ],
    [
      'moves a venue seen every other year forward by two years',
      [
        edition(2022, [{ at: '2022-03-07T23:59:59.000Z' }]),
        edition(2024, [{ at: '2024-03-07T23:59:59.000Z' }]),
        edition(2026, [{ at: '2026-03-05T23:59:59.000Z' }]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2028-03-05T23:59:59.000Z', estimated: true, basisYear: 2026, editionYear: 2028 },
    ],
    [
      'treats a single two-year gap as a missing edition, not a biennial venue',
      [
        edition(2024, [{ at: '2023-10-01T00:00:00.000Z' }]),
        edition(2026, [{ at: '2025-10-01T00:00:00.000Z' }]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-10-01T00:00:00.000Z', estimated: true, basisYear: 2026, editionYear: 2028 },
    ],
    [
      'skips editions without submission deadlines when picking the basis',
      [
        edition(2025, [{ at: '2024-10-01T00:00:00.000Z' }]),
        edition(2026, [{ kind: 'notification', at: '2026-01-01T00:00:00.000Z' }]),
      ],
      '2026-11-22T00:00:00.000Z',
      { at: '2027-10-01T00:00:00.000Z', estimated: true, basisYear: 2025 },
    ],
  ])('%s', (_case, editions, now, expected) => {
    expect(findNextDeadline({ editions }, new Date(now))).toMatchObject(expected);
  });

  it.each([
    ['no editions', []],
    ['editions without deadlines', [edition(2026, [])]],
  ])('returns null with %s', (_case, editions) => {
    expect(findNextDeadline({ editions }, new Date('2026-11-22T00:00:00Z'))).toBeNull();
  });

  it('estimates the second cycle of a two-cycle venue whose latest edition lists only its first (KDD)', () => {
    // KDD 2026 had an August and a February cycle; KDD 2027 has published only its July cycle so far.
    const kdd = [
      edition(2026, [
        { kind: 'abstract', at: '2025-07-25T11:59:59.000Z', timezone: 'AoE' },
        { at: '2025-08-01T11:59:59.000Z', timezone: 'AoE' },
        { kind: 'abstract', at: '2026-02-02T11:59:59.000Z', timezone: 'AoE' },
        { at: '2026-02-09T11:59:59.000Z', timezone: 'AoE' },
      ]),
      edition(2027, [
        { kind: 'abstract', at: '2026-07-20T11:59:59.000Z', timezone: 'AoE' },
        { at: '2026-07-27T11:59:59.000Z', timezone: 'AoE' },
      ]),
    ];
    expect(findNextDeadline({ editions: kdd }, new Date('2026-11-25T00:00:00Z'))).toEqual({
      at: '2027-02-02T11:59:59.000Z',
      kind: 'abstract',
      timezone: 'AoE',
      estimated: true,
      basisYear: 2026,
      editionYear: 2027,
      rule: 'two-cycle',
    });
    // After the February cycle, the next one is the July cycle of the latest edition, a year on.
    expect(findNextDeadline({ editions: kdd }, new Date('2027-03-01T00:00:00Z'))).toMatchObject({
      at: '2027-07-20T11:59:59.000Z',
      basisYear: 2027,
      editionYear: 2028,
    });
  });

  it('does not invent a second cycle for a venue that moved its one deadline', () => {
    const moved = [
      edition(2025, [{ at: '2024-11-15T11:59:59.000Z' }]),
      edition(2026, [{ at: '2025-09-15T11:59:59.000Z' }]),
    ];
    expect(findNextDeadline({ editions: moved }, new Date('2026-01-10T00:00:00Z'))).toMatchObject({
      at: '2026-09-15T11:59:59.000Z',
      basisYear: 2026,
    });
  });

  it('projects a biennial venue with a missing edition only into years it meets (ICPR)', () => {
    const icpr = [
      edition(2020, [{ at: '2020-07-15T11:59:59.000Z' }]),
      edition(2024, [{ at: '2024-04-11T11:59:59.000Z' }]),
      edition(2026, [{ at: '2025-12-21T11:59:59.000Z' }]),
    ];
    expect(findNextDeadline({ editions: icpr }, new Date('2026-11-25T00:00:00Z'))).toMatchObject({
      at: '2027-12-21T11:59:59.000Z',
      basisYear: 2026,
      editionYear: 2028,
    });
  });

  it('counts editions without deadlines when telling a biennial venue (PPSN with its curated past years)', () => {
    const ppsn = [
      edition(2020, []),
      edition(2022, []),
      edition(2024, [{ at: '2024-04-18T11:59:59.000Z', timezone: 'UTC-12' }]),
      edition(2026, [{ at: '2026-03-29T11:59:59.000Z', timezone: 'AoE' }]),
    ];
    expect(findNextDeadline({ editions: ppsn }, new Date('2026-11-25T00:00:00Z'))).toMatchObject({
      at: '2028-03-29T11:59:59.000Z',
      editionYear: 2028,
    });
  });

  it('gives no estimate from a deadline more than three years old (WMT last listed in 2020)', () => {
    const wmt = [edition(2020, [{ at: '2020-08-16T11:59:59.000Z' }])];
    expect(findNextDeadline({ editions: wmt }, new Date('2023-08-01T00:00:00Z'))).toMatchObject({
      at: '2023-08-16T11:59:59.000Z',
    });
    expect(findNextDeadline({ editions: wmt }, new Date('2026-11-25T00:00:00Z'))).toBeNull();
  });

  it('gives no estimate for a one-off event whose name carries its year', () => {
    const editions = [edition(2024, [{ at: '2023-12-15T11:59:59.000Z' }])];
    const symposium = {
      name: 'AAAI 2024 Spring Symposium on Clinical Foundation Models',
      acronym: '',
      editions,
    };
    expect(findNextDeadline(symposium, new Date('2026-11-25T00:00:00Z'))).toBeNull();
    const merged = {
      name: 'Interactive Storytelling (2008 merger of ICVS and TIDSE)',
      acronym: 'ICIDS',
      editions,
    };
    expect(findNextDeadline(merged, new Date('2025-11-25T00:00:00Z'))).toMatchObject({ estimated: true });
  });

  it('does not resurrect an earlier cycle that a complete newer edition dropped (ICSE 2027)', () => {
    // ICSE 2025 and 2026 had a March and a July cycle; ICSE 2027 has one cycle, in June, already past.
    const icse = [
      edition(2025, [
        { kind: 'abstract', at: '2024-03-16T11:59:59.000Z', timezone: 'AoE' },
        { at: '2024-03-23T11:59:59.000Z', timezone: 'AoE' },
        { kind: 'abstract', at: '2024-07-27T11:59:59.000Z', timezone: 'AoE' },
        { at: '2024-08-03T11:59:59.000Z', timezone: 'AoE' },
      ]),
      edition(2026, [
        { kind: 'abstract', at: '2025-03-08T11:59:59.000Z', timezone: 'AoE' },
        { at: '2025-03-15T11:59:59.000Z', timezone: 'AoE' },
        { kind: 'abstract', at: '2025-07-12T11:59:59.000Z', timezone: 'AoE' },
        { at: '2025-07-19T11:59:59.000Z', timezone: 'AoE' },
      ]),
      edition(2027, [
        { kind: 'abstract', at: '2026-06-24T11:59:59.000Z', timezone: 'AoE' },
        { at: '2026-07-01T11:59:59.000Z', timezone: 'AoE' },
      ]),
    ];
    expect(findNextDeadline({ editions: icse }, new Date('2026-11-26T00:00:00Z'))).toEqual({
      at: '2027-06-24T11:59:59.000Z',
      kind: 'abstract',
      timezone: 'AoE',
      estimated: true,
      basisYear: 2027,
      editionYear: 2028,
      rule: 'annual',
    });
  });

  it('ignores a deadline a year older than the rest of its edition (IJCAR 2026 paper dated 2025)', () => {
    const ijcar = [
      edition(2026, [
        { at: '2025-02-16T11:59:59.000Z', timezone: 'AoE' },
        { kind: 'abstract', at: '2026-02-07T11:59:59.000Z', timezone: 'AoE' },
      ]),
    ];
    expect(findNextDeadline({ editions: ijcar }, new Date('2026-03-01T00:00:00Z'))).toMatchObject({
      at: '2027-02-07T11:59:59.000Z',
      kind: 'abstract',
      rule: 'annual',
    });
  });

  it.each([
    ['annual', [edition(2026, [{ at: '2025-11-14T11:59:59.000Z' }])]],
    ['two-cycle', [edition(2026, [{ at: '2025-07-01T00:00:00.000Z' }, { at: '2026-01-15T00:00:00.000Z' }])]],
    [
      'biennial',
      [
        edition(2022, [{ at: '2021-10-01T00:00:00.000Z' }]),
        edition(2024, [{ at: '2023-10-01T00:00:00.000Z' }]),
        edition(2026, [{ at: '2025-10-01T00:00:00.000Z' }]),
      ],
    ],
  ])('names the %s rule and serves its error band', (rule, editions) => {
    const bands = { annual: 9, 'two-cycle': 12, biennial: 30 };
    const estimate = findNextDeadline({ editions }, new Date('2026-11-26T00:00:00Z'), bands);
    expect(estimate).toMatchObject({ estimated: true, rule, errorDays: bands[rule as keyof typeof bands] });
    expect(findNextDeadline({ editions }, new Date('2026-11-26T00:00:00Z'))).not.toHaveProperty('errorDays');
  });

  it("projects a round's extension that other sources recorded, so an edition is not skipped (ESANN)", () => {
    // The winning list has ESANN 2026's original 19 November (UTC-8); two trackers have 26 November AoE.
    const esann = {
      editions: [
        edition(2025, [{ at: '2024-11-20T08:00:00.000Z', timezone: 'UTC-8' }]),
        edition(2026, [{ at: '2025-11-20T07:59:59.000Z', timezone: 'UTC-8' }]),
      ],
      disagreements: [
        {
          field: 'editions.2026.paper',
          chosen: 'ccf-deadlines' as const,
          values: [
            { source: 'ccf-deadlines' as const, value: '2025-11-20T07:59:59.000Z' },
            { source: 'hf-ai-deadlines' as const, value: '2025-11-27T11:59:59.000Z' },
            // A date months away is another round or a mistake, not an extension.
            { source: 'tobna-ai-deadlines' as const, value: '2026-02-14T11:59:59.000Z' },
          ],
        },
      ],
    };
    expect(findNextDeadline(esann, new Date('2026-11-26T01:30:00Z'))).toMatchObject({
      at: '2026-11-27T11:59:59.000Z',
      editionYear: 2027,
    });
    expect(findNextDeadline({ editions: esann.editions }, new Date('2026-11-26T01:30:00Z'))).toMatchObject({
      at: '2027-11-20T07:59:59.000Z',
      editionYear: 2028,
    });
  });

  it.each([
    // IJCAR: the sources list only 2026; the curated file gives the even years it met before.
    [
      'IJCAR',
      [
        edition(2018, []),
        edition(2020, []),
        edition(2022, []),
        edition(2024, []),
        edition(2026, [
          { at: '2025-02-16T11:59:59.000Z', timezone: 'AoE' },
          { kind: 'abstract', at: '2026-02-07T11:59:59.000Z', timezone: 'AoE' },
        ]),
      ],
      '2028-02-07T11:59:59.000Z',
    ],
    // ICPRAI: 2024 from the sources, 2018 and 2022 curated (2020 was not held).
    [
      'ICPRAI',
      [
        edition(2018, []),
        edition(2022, []),
        edition(2024, [{ at: '2024-01-05T14:59:59.000Z', timezone: 'UTC+9' }]),
      ],
      '2028-01-05T14:59:59.000Z',
    ],
  ])('never projects %s, which meets in even years, into an odd year', (_venue, editions, expected) => {
    for (const now of ['2026-03-01T00:00:00Z', '2026-11-26T00:00:00Z', '2027-01-01T00:00:00Z']) {
      expect(findNextDeadline({ editions }, new Date(now))).toMatchObject({
        at: expected,
        editionYear: 2028,
        rule: 'biennial',
      });
    }
  });
});
