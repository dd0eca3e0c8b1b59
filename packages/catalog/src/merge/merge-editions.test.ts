import { describe, expect, it } from 'vitest';
import type { SourceDeadline, SourceRecord } from '../importers/source-record.ts';
import { mergeEditions } from './merge-editions.ts';

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
  it('drops an "abstract" deadline that falls after every paper deadline: it was a registration date', () => {
    const [edition] = mergeEditions([
      record([
        at('paper', '2025-11-20T11:59:59.000Z'),
        at('abstract', '2026-02-01T11:59:59.000Z'),
        at('notification', '2026-01-20T11:59:59.000Z'),
      ]),
    ]).editions;
    expect(edition!.deadlines.map((deadline) => deadline.kind)).toEqual(['paper', 'notification']);
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
});
