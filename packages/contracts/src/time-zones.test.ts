import { describe, expect, it } from 'vitest';
import { isAnywhereOnEarth } from './time-zones.ts';

describe('isAnywhereOnEarth', () => {
  it.each([
    ['AoE', true],
    ['aoe', true],
    ['Anywhere on Earth', true],
    ['AoE (UTC-12h)', true],
    ['UTC-12', true],
    ['UTC -12', true],
    ['UTC−12', true],
    ['GMT-12', true],
    ['UTC-12:00', true],
    ['Etc/GMT+12', true],
    [' AoE ', true],
    ['UTC', false],
    ['UTC-11', false],
    ['UTC-1', false],
    ['UTC+12', false],
    ['UTC-120', false],
    ['Pacific/Kiritimati', false],
    ['America/Los_Angeles', false],
    ['PT', false],
    ['', false],
    ['(AoE)', false],
  ])('%j → %s', (label, expected) => {
    expect(isAnywhereOnEarth(label)).toBe(expected);
  });
});
