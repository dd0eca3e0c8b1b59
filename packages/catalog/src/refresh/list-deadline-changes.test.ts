import { describe, expect, it } from 'vitest';
import type { Deadline, Edition } from '../model/venue.ts';
import { makeEdition } from '../testing/make-edition.ts';
import { makeVenue } from '../testing/make-venue.ts';
import { listDeadlineChanges, type DeadlineChange } from './list-deadline-changes.ts';

const now = new Date('2026-11-26T00:00:00.000Z');

const edition = (year: number, deadlines: Partial<Deadline>[]) =>
  makeEdition(year, deadlines, { at: '2027-01-22T23:59:00.000Z' });

const icml = (editions: Edition[]) => makeVenue('conf/icml', 'ICML', 'ICML', { editions });

describe('listDeadlineChanges', () => {
  it.each<[string, Edition[] | null, Edition[], Partial<DeadlineChange>[]]>([
    [
      'publishes a deadline the previous catalog estimated, quoting the estimate',
      [edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }])],
      [
        edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }]),
        edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }]),
      ],
      [
        {
          changeKey: 'conf/icml|2027|paper||0|2027-01-22T23:59:00.000Z',
          editionYear: 2027,
          kind: 'paper',
          track: '',
          change: 'published',
          previousAt: '2027-01-29T23:59:00.000Z',
          isPreviousEstimated: true,
          newAt: '2027-01-22T23:59:00.000Z',
          timezone: 'UTC',
        },
      ],
    ],
    [
      'quotes the estimate once, for the first round, when two rounds are published at once',
      [edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-05-22T23:59:00.000Z' }, { at: '2027-01-22T23:59:00.000Z' }])],
      [
        {
          newAt: '2027-01-22T23:59:00.000Z',
          previousAt: '2027-01-29T23:59:00.000Z',
          isPreviousEstimated: true,
        },
        { newAt: '2027-05-22T23:59:00.000Z', previousAt: null, isPreviousEstimated: false },
      ],
    ],
    [
      'quotes no estimate made for another edition',
      [edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }])],
      [edition(2028, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [{ editionYear: 2028, change: 'published', previousAt: null, isPreviousEstimated: false }],
    ],
    [
      'publishes a deadline with no previous date when nothing was known or estimated',
      [],
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z', timezone: 'AoE' }])],
      [{ change: 'published', previousAt: null, isPreviousEstimated: false, timezone: 'AoE' }],
    ],
    [
      'quotes the estimate only for its kind: an abstract deadline after a paper estimate has none',
      [edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }])],
      [edition(2027, [{ kind: 'abstract', at: '2027-01-15T23:59:00.000Z' }])],
      [{ kind: 'abstract', change: 'published', previousAt: null, isPreviousEstimated: false }],
    ],
    [
      'calls a deadline moved later by a week extended',
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-01-29T23:59:00.000Z' }])],
      [{ change: 'extended', previousAt: '2027-01-22T23:59:00.000Z', newAt: '2027-01-29T23:59:00.000Z' }],
    ],
    [
      'calls a deadline moved later by exactly 60 days extended',
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-03-23T23:59:00.000Z' }])],
      [{ change: 'extended', previousAt: '2027-01-22T23:59:00.000Z' }],
    ],
    [
      'calls a deadline moved earlier moved',
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-01-15T23:59:00.000Z' }])],
      [{ change: 'moved', previousAt: '2027-01-22T23:59:00.000Z', isPreviousEstimated: false }],
    ],
    [
      'calls a deadline moved later by more than 60 days moved',
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-03-24T23:59:00.000Z' }])],
      [{ change: 'moved', previousAt: '2027-01-22T23:59:00.000Z', newAt: '2027-03-24T23:59:00.000Z' }],
    ],
    [
      'ignores deadlines at or before now, however they changed',
      [edition(2026, [{ at: '2026-10-01T23:59:00.000Z' }])],
      [
        edition(2026, [
          { at: '2026-10-08T23:59:00.000Z' },
          { kind: 'abstract', at: '2026-09-20T23:59:00.000Z' },
          { kind: 'paper', at: now.toISOString(), track: 'short papers' },
        ]),
      ],
      [],
    ],
    [
      'ignores a deadline that did not change',
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z' }])],
      [edition(2027, [{ at: '2027-01-22T23:59:00.000Z', comment: 'reworded' }])],
      [],
    ],
    [
      'keeps rounds and tracks apart',
      [
        edition(2027, [
          { at: '2027-01-10T23:59:00.000Z' },
          { at: '2027-05-10T23:59:00.000Z' },
          { at: '2027-02-01T23:59:00.000Z', track: 'short papers' },
        ]),
      ],
      [
        edition(2027, [
          { at: '2027-05-17T23:59:00.000Z' },
          { at: '2027-01-10T23:59:00.000Z' },
          { at: '2027-02-01T23:59:00.000Z', track: 'short papers' },
          { at: '2027-02-15T23:59:00.000Z', track: 'industry track' },
        ]),
      ],
      [
        {
          changeKey: 'conf/icml|2027|paper|industry track|0|2027-02-15T23:59:00.000Z',
          track: 'industry track',
          change: 'published',
          previousAt: null,
        },
        {
          changeKey: 'conf/icml|2027|paper||1|2027-05-17T23:59:00.000Z',
          track: '',
          change: 'extended',
          previousAt: '2027-05-10T23:59:00.000Z',
        },
      ],
    ],
    [
      'ignores notification, camera-ready and other kinds',
      [edition(2027, [{ kind: 'notification', at: '2027-04-01T00:00:00.000Z' }])],
      [
        edition(2027, [
          { kind: 'notification', at: '2027-04-08T00:00:00.000Z' },
          { kind: 'camera-ready', at: '2027-05-01T00:00:00.000Z' },
          { kind: 'rebuttal', at: '2027-03-01T00:00:00.000Z' },
        ]),
      ],
      [],
    ],
    [
      'publishes the deadlines of a venue new to the catalog',
      null,
      [
        edition(2027, [
          { kind: 'abstract', at: '2027-01-15T23:59:00.000Z' },
          { at: '2027-01-22T23:59:00.000Z' },
        ]),
      ],
      [
        { kind: 'abstract', change: 'published', previousAt: null, newAt: '2027-01-15T23:59:00.000Z' },
        { kind: 'paper', change: 'published', previousAt: null, newAt: '2027-01-22T23:59:00.000Z' },
      ],
    ],
  ])('%s', (_name, previousEditions, nextEditions, expected) => {
    const changes = listDeadlineChanges({
      previous: previousEditions ? [icml(previousEditions)] : [],
      next: [icml(nextEditions)],
      now,
    });
    expect(changes).toEqual(
      expected.map((change) => expect.objectContaining({ venueId: 'conf/icml', ...change })),
    );
  });

  it('orders by venue id, then new instant, and gives the same keys when run twice', () => {
    const venues = [
      makeVenue('conf/b', 'B', 'B', { editions: [edition(2027, [{ at: '2027-01-05T00:00:00.000Z' }])] }),
      makeVenue('conf/a', 'A', 'A', {
        editions: [edition(2027, [{ at: '2027-03-01T00:00:00.000Z' }, { at: '2027-02-01T00:00:00.000Z' }])],
      }),
    ];
    const first = listDeadlineChanges({ previous: [], next: venues, now });
    expect(first.map((change) => `${change.venueId} ${change.newAt}`)).toEqual([
      'conf/a 2027-02-01T00:00:00.000Z',
      'conf/a 2027-03-01T00:00:00.000Z',
      'conf/b 2027-01-05T00:00:00.000Z',
    ]);
    const second = listDeadlineChanges({ previous: [], next: [...venues].reverse(), now });
    expect(second.map((change) => change.changeKey)).toEqual(first.map((change) => change.changeKey));
  });

  it('quotes the estimate when error bands are given too', () => {
    const [change] = listDeadlineChanges({
      previous: [icml([edition(2026, [{ at: '2026-01-29T23:59:00.000Z' }])])],
      next: [icml([edition(2027, [{ at: '2027-02-05T23:59:00.000Z' }])])],
      now,
      errorBands: { annual: 9 },
    });
    expect(change).toMatchObject({ previousAt: '2027-01-29T23:59:00.000Z', isPreviousEstimated: true });
  });
});
