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

const dated = (kind: string, at: string, round = 1, comment?: string): UserDeadline => ({
  venue: { id: 'conf/iclr', acronym: 'ICLR', name: 'ICLR' },
  deadline: { at, kind, timezone: 'AoE', estimated: false, published: describePublishedTime(at, 'AoE') },
  editionYear: 2027,
  round,
  source: 'favorite',
  ...(comment ? { comment } : {}),
});

describe('calendar event titles', () => {
  it.each([
    ['abstract', undefined, 'ICLR 2027 — abstract deadline'],
    ['paper', 'Paper Submission', 'ICLR 2027 — paper deadline'],
    ['supplementary', undefined, 'ICLR 2027 — supplementary deadline'],
    ['commitment', undefined, 'ICLR 2027 — commitment deadline'],
    ['revision', undefined, 'ICLR 2027 — revision deadline'],
    ['registration', undefined, 'ICLR 2027 — registration deadline'],
    ['notification', 'Author notification', 'ICLR 2027 — notification'],
    ['camera-ready', 'Camera-ready deadline', 'ICLR 2027 — camera-ready version due'],
    ['rebuttal', 'Rebuttal period start', 'ICLR 2027 — rebuttal period starts'],
    ['rebuttal', 'Author response period begins', 'ICLR 2027 — rebuttal period starts'],
    ['rebuttal', 'Discussion Period End', 'ICLR 2027 — rebuttal period ends'],
    ['rebuttal', 'Initial author response due', 'ICLR 2027 — rebuttal'],
    ['rebuttal', undefined, 'ICLR 2027 — rebuttal'],
    ['other', 'Reviews Released', 'ICLR 2027 — Reviews Released'],
    ['other', 'Art gallery submissions', 'ICLR 2027 — Art gallery submissions'],
    ['other', undefined, 'ICLR 2027 — other'],
  ])('titles a %s date labelled %j as "%s"', (kind, comment, title) => {
    const [event] = parse(
      deadlinesToIcs([dated(kind, '2027-01-10T11:59:59.000Z', 1, comment)], 'https://app', 'Mine'),
    );
    expect(event!.summary).toBe(title);
  });

  it('gives every date of a whole timeline its own stable UID', () => {
    const timeline = [
      dated('abstract', '2026-09-19T11:59:59.000Z'),
      dated('paper', '2026-09-24T11:59:59.000Z'),
      dated('other', '2026-11-11T11:59:59.000Z', 1, 'Reviews Released'),
      dated('rebuttal', '2026-11-12T11:59:59.000Z', 1, 'Rebuttal period start'),
      dated('rebuttal', '2026-12-03T11:59:59.000Z', 2, 'Rebuttal period end'),
      dated('other', '2026-12-10T11:59:59.000Z', 2, 'Art gallery submissions'),
      dated('notification', '2027-01-25T11:59:59.000Z'),
      dated('camera-ready', '2027-02-20T11:59:59.000Z'),
    ];
    const uids = parse(deadlinesToIcs(timeline, 'https://app', 'Mine')).map((event) => event.uid);
    expect(new Set(uids).size).toBe(timeline.length);
    expect(uids).toContain('conf-iclr-2027-notification@venuescout');
    expect(
      parse(deadlinesToIcs([...timeline].reverse(), 'https://app', 'Mine'))
        .map((e) => e.uid)
        .sort(),
    ).toEqual([...uids].sort());
  });
});
