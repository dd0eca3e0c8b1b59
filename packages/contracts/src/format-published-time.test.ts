import { describe, expect, it } from 'vitest';
import { describeDeadline } from './describe-deadline.ts';
import { describeEstimatedDate } from './describe-estimated-date.ts';
import { formatPublishedDate, formatPublishedTime } from './format-published-time.ts';
import { PublishedTimeSchema, type PublishedTime } from './venues.ts';

const vldb: PublishedTime = { date: '2026-11-25', time: '17:00', zone: 'PT' };
const pods: PublishedTime = { date: '2026-12-02', time: '23:59', zone: 'AoE' };

describe('published time formatting', () => {
  it.each([
    [vldb, '25 Nov 2026', '25 Nov 2026, 17:00 PT'],
    [pods, '2 Dec 2026', '2 Dec 2026, 23:59 AoE'],
    [{ date: '2027-01-01', time: '00:30', zone: 'UTC+5:30' }, '1 Jan 2027', '1 Jan 2027, 00:30 UTC+5:30'],
    [{ date: '2026-09-15', time: '23:59', zone: 'UTC−7' }, '15 Sep 2026', '15 Sep 2026, 23:59 UTC−7'],
  ])('writes %j as %s and %s', (published, date, dateTime) => {
    expect(formatPublishedDate(published)).toBe(date);
    expect(formatPublishedTime(published)).toBe(dateTime);
  });

  it.each([
    [9, 'around 10 Jan 2027, usually within ±9 days'],
    [1, 'around 10 Jan 2027, usually within ±1 day'],
    [4.6, 'around 10 Jan 2027, usually within ±5 days'],
    [undefined, 'around 10 Jan 2027'],
  ])('words an estimate with a typical error of %s days', (errorDays, expected) => {
    expect(describeEstimatedDate({ date: '2027-01-10', time: '23:59', zone: 'AoE' }, errorDays)).toBe(
      expected,
    );
  });

  it.each([
    ['a day with a time', { date: '2026-11-25T17:00', time: '17:00', zone: 'PT' }],
    ['a time with seconds', { date: '2026-11-25', time: '17:00:00', zone: 'PT' }],
    ['no zone', { date: '2026-11-25', time: '17:00' }],
  ])('the schema rejects %s', (_case, value) => {
    expect(PublishedTimeSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    [{ estimated: false, published: vldb }, '25 Nov 2026, 17:00 PT'],
    [{ estimated: false, published: vldb, errorDays: 9 }, '25 Nov 2026, 17:00 PT'],
    [{ estimated: true, published: pods, errorDays: 9 }, 'around 2 Dec 2026, usually within ±9 days'],
    [{ estimated: true, published: pods }, 'around 2 Dec 2026'],
  ])('describes the deadline %j as %s', (deadline, expected) => {
    expect(describeDeadline(deadline)).toBe(expected);
  });
});
