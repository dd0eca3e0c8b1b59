import { describe, expect, it } from 'vitest';
import type { SourceDeadline, SourceRecord } from '../importers/source-record.ts';
import fc from 'fast-check';
import { mergeEditions, SAME_INSTANT_MS } from './merge-editions.ts';

const record = (deadlines: SourceDeadline[]): SourceRecord => ({
  source: 'ccf-deadlines',
  ref: 'test.yml',
  aliases: [],
  areas: [],
  ranks: {},
  editions: [{ year: 2026, deadlines }],
});
const at = (kind: SourceDeadline['kind'], iso: string): SourceDeadline => ({
  kind,
  at: iso,
  timezone: 'AoE',
});

describe('mergeEditions', () => {
  it('moves an "abstract" deadline after every paper deadline out of the deadlines and records it beside the paper date (FMCAD 2026)', () => {
    const { editions, disagreements } = mergeEditions([
      record([
        at('paper', '2026-04-27T11:59:59.000Z'),
        at('abstract', '2026-05-04T11:59:59.000Z'),
        at('notification', '2026-06-20T11:59:59.000Z'),
      ]),
    ]);
    expect(editions[0]!.deadlines.map((deadline) => deadline.kind)).toEqual(['paper', 'notification']);
    expect(disagreements).toEqual([
      {
        field: 'editions.2026.abstract.after-paper',
        chosen: 'ccf-deadlines',
        values: [
          { source: 'ccf-deadlines', value: '2026-04-27T11:59:59.000Z' },
          { source: 'ccf-deadlines', value: '2026-05-04T11:59:59.000Z' },
        ],
      },
    ]);
  });

  it('keeps abstracts before the paper deadline, and one before a later round', () => {
    const [edition] = mergeEditions([
      record([
        at('abstract', '2025-11-13T11:59:59.000Z'),
        at('paper', '2025-11-20T11:59:59.000Z'),
        at('abstract', '2026-02-13T11:59:59.000Z'),
        at('paper', '2026-02-20T11:59:59.000Z'),
      ]),
    ]).editions;
    expect(edition!.deadlines.map((deadline) => deadline.kind)).toEqual([
      'abstract',
      'paper',
      'abstract',
      'paper',
    ]);
  });

  it('keeps an abstract a year after the paper deadline: then the paper date is the stale one', () => {
    const [edition] = mergeEditions([
      record([at('paper', '2024-12-04T11:59:59.000Z'), at('abstract', '2025-11-27T11:59:59.000Z')]),
    ]).editions;
    expect(edition!.deadlines.map((deadline) => deadline.kind)).toEqual(['paper', 'abstract']);
  });

  it('keeps an abstract of an edition whose paper deadline no source gives', () => {
    const [edition] = mergeEditions([record([at('abstract', '2026-02-01T11:59:59.000Z')])]).editions;
    expect(edition!.deadlines.map((deadline) => deadline.kind)).toEqual(['abstract']);
  });

  it('compares every round, and keeps a round the winning source does not list', () => {
    const sigmod = (source: SourceRecord['source'], instants: string[]): SourceRecord => ({
      ...record(instants.map((iso) => at('paper', iso))),
      source,
    });
    const { editions, disagreements } = mergeEditions([
      sigmod('ccf-deadlines', ['2025-01-18T11:59:59.000Z', '2025-04-18T11:59:59.000Z']),
      sigmod('hf-ai-deadlines', [
        '2025-01-18T11:59:00.000Z',
        '2025-04-25T11:59:59.000Z',
        '2025-07-18T11:59:59.000Z',
      ]),
    ]);
    expect(editions[0]?.deadlines.map((deadline) => deadline.at)).toEqual([
      '2025-01-18T11:59:59.000Z',
      '2025-04-18T11:59:59.000Z',
    ]);
    expect(disagreements).toEqual([
      {
        field: 'editions.2026.paper.round2',
        chosen: 'ccf-deadlines',
        values: [
          { source: 'ccf-deadlines', value: '2025-04-18T11:59:59.000Z' },
          { source: 'hf-ai-deadlines', value: '2025-04-25T11:59:59.000Z' },
        ],
      },
      {
        field: 'editions.2026.paper.unlisted',
        chosen: 'ccf-deadlines',
        values: [{ source: 'hf-ai-deadlines', value: '2025-07-18T11:59:59.000Z' }],
      },
    ]);
  });

  it('compares a workshop call only with workshop calls, not with the paper deadline (ICANN 2026)', () => {
    const { editions, disagreements } = mergeEditions([
      { ...record([at('paper', '2026-03-31T11:59:59.000Z')]), source: 'ccf-deadlines' },
      {
        ...record([at('paper', '2026-03-31T11:59:59.000Z'), at('other', '2026-06-07T11:59:59.000Z')]),
        source: 'tobna-ai-deadlines',
      },
    ]);
    expect(disagreements).toEqual([]);
    expect(editions[0]?.deadlines.map((deadline) => [deadline.kind, deadline.source])).toEqual([
      ['paper', 'ccf-deadlines'],
      ['other', 'tobna-ai-deadlines'],
    ]);
  });

  it("files a deadline after its edition's conference under the next edition (tobna's ICRA 2027 entry)", () => {
    const ccf: SourceRecord = {
      ...record([]),
      editions: [
        {
          year: 2027,
          dates: { text: 'May 24-28, 2027' },
          deadlines: [at('paper', '2026-09-16T06:59:59.000Z')],
        },
      ],
    };
    const tobna: SourceRecord = {
      ...record([]),
      source: 'tobna-ai-deadlines',
      editions: [
        {
          year: 2027,
          dates: { start: '2027-05-24', end: '2027-05-28' },
          deadlines: [at('paper', '2027-09-15T23:59:59.000Z')],
        },
      ],
    };
    const { editions, disagreements } = mergeEditions([ccf, tobna]);
    expect(editions.map((edition) => [edition.year, edition.deadlines.map((d) => d.at)])).toEqual([
      [2027, ['2026-09-16T06:59:59.000Z']],
      [2028, ['2027-09-15T23:59:59.000Z']],
    ]);
    expect(disagreements).toEqual([]);
  });

  it('keeps every track of a source, and compares the main one with untracked deadlines (WSDM 2026)', () => {
    const ccf = record([at('abstract', '2025-08-07T11:59:59.000Z'), at('paper', '2025-08-14T11:59:59.000Z')]);
    const hf: SourceRecord = {
      ...record([
        { ...at('abstract', '2025-08-07T11:59:00.000Z'), track: 'full papers' },
        { ...at('paper', '2025-08-14T11:59:00.000Z'), track: 'full papers' },
        { ...at('abstract', '2025-09-18T11:59:00.000Z'), track: 'short papers' },
        { ...at('paper', '2025-09-25T11:59:00.000Z'), track: 'short papers' },
      ]),
      source: 'hf-ai-deadlines',
    };
    const { editions, disagreements } = mergeEditions([ccf, hf]);
    expect(editions[0]?.deadlines.map((d) => [d.kind, d.at.slice(0, 10), d.source, d.track])).toEqual([
      ['abstract', '2025-08-07', 'ccf-deadlines', undefined],
      ['paper', '2025-08-14', 'ccf-deadlines', undefined],
      ['abstract', '2025-09-18', 'hf-ai-deadlines', 'short papers'],
      ['paper', '2025-09-25', 'hf-ai-deadlines', 'short papers'],
    ]);
    expect(disagreements).toEqual([]);
  });

  it('drops a deadline only as a same-instant duplicate of one it keeps, or records it as a disagreement', () => {
    const kinds = ['paper', 'abstract', 'notification', 'other'] as const;
    const sources = ['ccf-deadlines', 'tobna-ai-deadlines', 'hf-ai-deadlines'] as const;
    const base = Date.parse('2025-06-01T00:00:00.000Z');
    const deadline = fc.record({
      kind: fc.constantFrom(...kinds),
      // Minutes over ~16 months: same instants, near ones, rounds and other years all occur.
      at: fc
        .integer({ min: 0, max: 700_000 })
        .map((minutes) => new Date(base + minutes * 60_000).toISOString()),
      track: fc.constantFrom(undefined, 'short papers', 'industry track'),
    });
    const edition = fc.record({
      year: fc.constantFrom(2025, 2026),
      deadlines: fc.array(deadline, { maxLength: 5 }),
      hasDates: fc.boolean(),
    });
    const recordOf = fc.record({
      source: fc.constantFrom(...sources),
      editions: fc.array(edition, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(recordOf, { maxLength: 3 }), (inputs) => {
        const records: SourceRecord[] = inputs.map(({ source, editions }) => ({
          ...record([]),
          source,
          editions: editions.map(({ year, deadlines, hasDates }) => ({
            year,
            ...(hasDates ? { dates: { start: `${year}-03-01`, end: `${year}-03-03` } } : {}),
            deadlines: deadlines.map(({ track, ...rest }) => ({
              ...rest,
              timezone: 'UTC',
              ...(track ? { track } : {}),
            })),
          })),
        }));
        const { editions, disagreements } = mergeEditions(records);
        const kept = editions.flatMap((e) => e.deadlines);
        const recorded = disagreements.flatMap((d) => d.values.map((value) => value.value));
        for (const input of records.flatMap((r) => r.editions.flatMap((e) => e.deadlines))) {
          const duplicate = kept.some(
            (d) =>
              d.kind === input.kind && Math.abs(Date.parse(d.at) - Date.parse(input.at)) <= SAME_INSTANT_MS,
          );
          expect(duplicate || recorded.includes(input.at), `${input.kind} ${input.at}`).toBe(true);
        }
      }),
    );
  });
});
