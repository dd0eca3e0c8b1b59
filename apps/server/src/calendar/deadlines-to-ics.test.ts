import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { UserDeadline } from '../deadlines/list-user-deadlines.ts';
import { deadlinesToIcs } from './deadlines-to-ics.ts';

const item = (timezone: string, round = 1): UserDeadline => ({
  venue: { id: 'conf/x', acronym: 'X', name: 'X Conference' },
  deadline: { at: '2027-03-16T11:59:59.000Z', kind: 'paper', timezone, estimated: false },
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
});
