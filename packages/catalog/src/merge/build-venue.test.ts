import { describe, expect, it } from 'vitest';
import { createSourceRecord, type SourceRecord } from '../importers/source-record.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { buildVenue } from './build-venue.ts';

function record(source: SourceId, fields: Partial<SourceRecord>): SourceRecord {
  return { ...createSourceRecord(source, source), type: 'conference', ...fields };
}

const paper = (at: string, timezone = 'AoE') => ({ kind: 'paper' as const, at, timezone });

describe('buildVenue', () => {
  it('takes each field from the most recently maintained source and records where it came from', () => {
    const venue = buildVenue(
      [
        record('pwc-ai-deadlines', {
          acronym: 'ICML',
          h5Index: 200,
          editions: [{ year: 2024, place: 'Vienna, Austria', deadlines: [] }],
        }),
        record('hf-ai-deadlines', {
          acronym: 'ICML',
          name: 'International Conference on Machine Learning',
          h5Index: 272,
        }),
      ],
      new Map(),
    );
    expect(venue).toMatchObject({ acronym: 'ICML', h5Index: 272, region: 'europe' });
    expect(venue.provenance).toMatchObject({
      h5Index: 'hf-ai-deadlines',
      name: 'hf-ai-deadlines',
      region: 'pwc-ai-deadlines',
    });
    expect(venue.sources).toEqual(['hf-ai-deadlines', 'pwc-ai-deadlines']);
  });

  it('records a disagreement, with every value, when sources differ on a fact', () => {
    const venue = buildVenue(
      [record('hf-ai-deadlines', { h5Index: 272 }), record('pwc-ai-deadlines', { h5Index: 200 })],
      new Map(),
    );
    expect(venue.disagreements).toEqual([
      {
        field: 'h5Index',
        chosen: 'hf-ai-deadlines',
        values: [
          { source: 'hf-ai-deadlines', value: '272' },
          { source: 'pwc-ai-deadlines', value: '200' },
        ],
      },
    ]);
  });

  it('takes a rank from the list that publishes it, even over a more recent tracker', () => {
    const venue = buildVenue(
      [
        record('ccf-deadlines', { ranks: { core: 'A*', ccf: 'C' } }),
        record('core-icore2026', { ranks: { core: 'B' } }),
      ],
      new Map(),
    );
    // ccf-deadlines' CCF C has no CCF list row behind it, so it is not shown.
    expect(venue.ranks).toEqual({ core: 'B' });
    expect(venue.provenance['ranks.core']).toBe('core-icore2026');
    expect(venue.disagreements?.map((disagreement) => disagreement.field)).toEqual(['ranks.core']);
  });

  it.each([
    {
      case: 'ICORE lists the venue without an international rank (FCCM: National/Regional)',
      cluster: [
        record('ccf-deadlines', { ranks: { core: 'B', ccf: 'C' } }),
        record('ccf-list-2026', { ranks: { ccf: 'C' } }),
        record('core-icore2026', {}),
      ],
      ranks: { ccf: 'C' },
    },
    {
      case: 'no list has a row for the venue (a workshop given its parent rank by a tracker)',
      cluster: [record('tobna-ai-deadlines', { ranks: { core: 'A*' } })],
      ranks: {},
    },
    {
      case: 'a tracker gives CCF and CORE ranks, hf its THCPL rank',
      cluster: [record('hf-ai-deadlines', { ranks: { core: 'A*', ccf: 'B', thcpl: 'A' } })],
      ranks: { thcpl: 'A' },
    },
    {
      case: 'the curated file gives a CCF rank the list extraction misses',
      cluster: [record('curated', { ranks: { ccf: 'B' } }), record('ccf-deadlines', { ranks: { ccf: 'A' } })],
      ranks: { ccf: 'B' },
    },
  ])('gives no CORE or CCF rank without a row of its list: $case', ({ cluster, ranks }) => {
    const venue = buildVenue(cluster, new Map());
    expect(venue.ranks).toEqual(ranks);
    for (const rank of ['core', 'ccf'] as const) {
      if (!(rank in ranks)) expect(venue.provenance[`ranks.${rank}`]).toBeUndefined();
    }
  });

  it('lets the most recent source with deadlines win an edition and records a differing deadline', () => {
    const venue = buildVenue(
      [
        record('ccf-deadlines', {
          editions: [{ year: 2026, deadlines: [paper('2025-11-14T11:59:00.000Z', 'UTC-12')] }],
        }),
        record('hf-ai-deadlines', {
          editions: [
            {
              year: 2026,
              deadlines: [
                paper('2025-11-14T11:59:59.000Z'),
                { kind: 'notification', at: '2026-02-21T11:59:59.000Z', timezone: 'AoE' },
              ],
            },
          ],
        }),
        record('pwc-ai-deadlines', {
          editions: [{ year: 2026, deadlines: [paper('2025-11-20T11:59:59.000Z')] }],
        }),
      ],
      new Map(),
    );
    const [edition] = venue.editions;
    expect(edition?.source).toBe('ccf-deadlines');
    expect(edition?.deadlines.map((deadline) => [deadline.kind, deadline.source])).toEqual([
      ['paper', 'ccf-deadlines'],
      ['notification', 'hf-ai-deadlines'],
    ]);
    // A minute apart is the same deadline; six days apart is a disagreement.
    expect(venue.disagreements).toEqual([
      {
        field: 'editions.2026.paper',
        chosen: 'ccf-deadlines',
        values: [
          { source: 'ccf-deadlines', value: '2025-11-14T11:59:00.000Z' },
          { source: 'hf-ai-deadlines', value: '2025-11-14T11:59:59.000Z' },
          { source: 'pwc-ai-deadlines', value: '2025-11-20T11:59:59.000Z' },
        ],
      },
    ]);
  });

  it('adds CCF areas from the 2022 list by dblp key, refined by the venue name', () => {
    const venue = buildVenue(
      [
        record('ccf-list-2026', {
          acronym: 'SIGIR',
          name: 'ACM SIGIR Conference on Research and Development in Information Retrieval',
          dblp: 'conf/sigir',
        }),
      ],
      new Map([
        ['conf/sigir', [{ source: 'ccf-list-2022' as const, dblp: 'conf/sigir', ccfArea: 'DB' as const }]],
      ]),
    );
    expect(venue.areas).toEqual(['information-retrieval-web']);
    expect(venue.provenance.areas).toEqual(['ccf-list-2022']);
  });
});
