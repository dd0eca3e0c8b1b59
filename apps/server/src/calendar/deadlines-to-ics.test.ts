import ICAL from 'ical.js';
import { describePublishedTime } from '@venuescout/catalog';
import { describe, expect, it } from 'vitest';
import type { UserDeadline } from '../deadlines/list-user-deadlines.ts';
import { deadlinesToIcs } from './deadlines-to-ics.ts';

const item = (
  timezone: string,
  round = 1,
  at = '2027-03-16T11:59:59.000Z',
  extra: Partial<UserDeadline['deadline']> = {},
): UserDeadline => ({
  venue: { id: 'conf/x', acronym: 'X', name: 'X Conference' },
  deadline: {
    at,
    kind: 'paper',
    timezone,
    estimated: false,
    published: describePublishedTime(at, timezone),
    ...extra,
  },
  editionYear: 2027,
  round,
  source: 'favorite',
});

const parse = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));

describe('deadlinesToIcs', () => {
  it('writes a calendar an independent parser reads, one UID per round', () => {
    const events = parse(
      deadlinesToIcs([item('AoE'), item('AoE', 2), item('AoE', 3)], 'https://app', 'Mine'),
    );
    expect(events.map((event) => event.uid)).toEqual([
      'conf-x-2027-paper@venuescout',
      'conf-x-2027-paper-r2@venuescout',
      'conf-x-2027-paper-r3@venuescout',
    ]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2027-03-16T11:59:59.000Z');
  });

  it.each([
    ['UTC-12', 'Published time zone: UTC-12 (Anywhere on Earth).'],
    ['AoE (UTC-12h)', 'Published time zone: AoE (UTC-12h) (Anywhere on Earth).'],
    ['AoE', 'Published time zone: AoE.'],
    ['UTC-7', 'Published time zone: UTC-7.'],
  ])('names a deadline published as %s by the shared AoE rule', (timezone, expected) => {
    const [event] = parse(deadlinesToIcs([item(timezone)], 'https://app', 'Mine'));
    expect(event!.description).toContain(expected);
  });

  it.each([
    ['PT', '2026-11-26T01:00:00.000Z', 'Deadline: 25 Nov 2026, 17:00 PT.'],
    ['AoE', '2027-03-16T11:59:59.000Z', 'Deadline: 15 Mar 2027, 23:59 AoE.'],
    ['UTC+8', '2027-03-15T16:30:00.000Z', 'Deadline: 16 Mar 2027, 00:30 UTC+8.'],
  ])("states a deadline published as %s on the venue's day", (timezone, at, expected) => {
    const [event] = parse(deadlinesToIcs([item(timezone, 1, at)], 'https://app', 'Mine'));
    expect(event!.description).toContain(expected);
  });

  it('words an estimate by its day, its usual error and its basis', () => {
    const estimate = item('AoE', 1, '2027-01-10T11:59:59.000Z', {
      estimated: true,
      basisYear: 2026,
      errorDays: 9,
    });
    const [event] = parse(deadlinesToIcs([estimate], 'https://app', 'Mine'));
    expect(event!.description).toContain(
      'Deadline: around 9 Jan 2027, usually within ±9 days, estimated from the 2026 edition: the date is not published yet.',
    );
  });
});
