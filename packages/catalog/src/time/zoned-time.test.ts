import { describe, expect, it } from 'vitest';
import { parseTimeZone } from './parse-time-zone.ts';
import { fromWallTime, getZoneOffsetMinutes, toWallTime } from './zoned-time.ts';

const LOS_ANGELES = { kind: 'iana', zone: 'America/Los_Angeles' } as const;

describe('parseTimeZone', () => {
  it.each([
    ['AoE', { kind: 'fixed', offsetMinutes: -720 }],
    ['aoe', { kind: 'fixed', offsetMinutes: -720 }],
    ['AoE (UTC-12h)', { kind: 'fixed', offsetMinutes: -720 }],
    ['UTC', { kind: 'fixed', offsetMinutes: 0 }],
    ['UTC+10', { kind: 'fixed', offsetMinutes: 600 }],
    ['UTC−3', { kind: 'fixed', offsetMinutes: -180 }],
    ['GMT+8', { kind: 'fixed', offsetMinutes: 480 }],
    ['UTC+0545', { kind: 'fixed', offsetMinutes: 345 }],
    ['PT', { kind: 'iana', zone: 'America/Los_Angeles' }],
    ['CET', { kind: 'iana', zone: 'Europe/Berlin' }],
    ['America/Toronto', { kind: 'iana', zone: 'America/Toronto' }],
  ])('resolves %s', (label, expected) => {
    expect(parseTimeZone(label)).toEqual(expected);
  });

  it.each(['', 'Moon time', 'UTC+15', 'Mars/Olympus_Mons'])('rejects %j', (label) => {
    expect(parseTimeZone(label)).toBeNull();
  });
});

describe('zoned wall time', () => {
  it.each([
    ['winter', Date.UTC(2026, 0, 15), -480],
    ['summer', Date.UTC(2026, 6, 15), -420],
  ])('reads the Los Angeles offset in %s', (_season, instant, offset) => {
    expect(getZoneOffsetMinutes(LOS_ANGELES, instant)).toBe(offset);
  });

  it.each([
    [
      'a time skipped by the spring-forward jump moves an hour later',
      2026,
      3,
      8,
      2,
      30,
      '2026-03-08T10:30:00.000Z',
    ],
    ['a repeated fall-back hour takes its first occurrence', 2026, 11, 1, 1, 30, '2026-11-01T08:30:00.000Z'],
    ['an ordinary time', 2026, 5, 1, 12, 0, '2026-05-01T19:00:00.000Z'],
  ])('%s', (_case, year, month, day, hour, minute, expected) => {
    const instant = fromWallTime({ year, month, day, hour, minute, second: 0 }, LOS_ANGELES);
    expect(new Date(instant).toISOString()).toBe(expected);
  });

  it('round-trips an instant through its wall time', () => {
    const instant = Date.UTC(2026, 9, 3, 6, 59, 59);
    expect(fromWallTime(toWallTime(instant, LOS_ANGELES), LOS_ANGELES)).toBe(instant);
  });
});
