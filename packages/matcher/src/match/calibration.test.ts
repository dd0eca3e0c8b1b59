import { describe, expect, it } from 'vitest';
import {
  fieldPercentile,
  fitNoticeModel,
  missChance,
  shareBelow,
  venuePercentile,
  type Calibration,
} from './calibration.ts';

const calibration = (venues: number[][], pooled: number[], fields: number[][] = []): Calibration => {
  const offsets = (groups: number[][]) => {
    const result = new Uint32Array(groups.length + 1);
    groups.forEach((group, i) => (result[i + 1] = result[i]! + group.length));
    return result;
  };
  return {
    venueScores: Float32Array.from(venues.flat()),
    venueOffsets: offsets(venues),
    pooledScores: Float32Array.from(pooled),
    fieldScores: Float32Array.from(fields.flat()),
    fieldOffsets: offsets(fields),
    notice: { signals: [], means: [], scales: [], weights: [], bias: 0, threshold: 0.5 },
  };
};

describe('shareBelow', () => {
  it('counts the values below, ties as half, within the range only', () => {
    const sorted = [1, 2, 2, 3, 9];
    expect(shareBelow(sorted, 0, 4, 2)).toBe((1 + 1) / 4);
    expect(shareBelow(sorted, 0, 4, 0)).toBe(0);
    expect(shareBelow(sorted, 0, 4, 4)).toBe(1);
    expect(shareBelow(sorted, 3, 5, 5)).toBe(0.5);
    expect(shareBelow(sorted, 2, 2, 5)).toBeNull();
  });
});

describe('venuePercentile', () => {
  // Venue 0 has scores near -1, venue 1 near -6: the same paper fits them very differently.
  const many = (centre: number) => Array.from({ length: 40 }, (_, i) => centre + (i - 20) / 20);
  const pooled = [...many(-1), ...many(-6)].sort((a, b) => a - b);
  const table = calibration([many(-1), many(-6)], pooled);

  it('reads a score against the venue’s own papers, so that each venue’s typical paper sits mid-way', () => {
    expect(venuePercentile(table, 0, -1)).toBeGreaterThanOrEqual(45);
    expect(venuePercentile(table, 0, -1)).toBeLessThanOrEqual(65);
    expect(venuePercentile(table, 1, -6)).toBeGreaterThanOrEqual(35);
    expect(venuePercentile(table, 1, -6)).toBeLessThanOrEqual(55);
    expect(venuePercentile(table, 1, -1)).toBeGreaterThan(venuePercentile(table, 0, -1));
  });

  it('leans on the pooled papers for a venue with none of its own, and stays within 0 to 99', () => {
    const sparse = calibration([[], many(-6)], pooled);
    expect(venuePercentile(sparse, 0, -1)).toBe(Math.round(100 * shareBelow(pooled, 0, pooled.length, -1)!));
    expect(venuePercentile(table, 0, 100)).toBe(99);
    expect(venuePercentile(table, 0, -100)).toBe(0);
    // A class the calibration has never seen (a fresher index) reads against the pool too.
    expect(venuePercentile(table, 7, -1)).toBe(venuePercentile(sparse, 0, -1));
  });
});

describe('fieldPercentile', () => {
  it('reads a field probability against the field’s held-out papers', () => {
    const table = calibration([], [], [[0.2, 0.4, 0.6, 0.8], []]);
    expect(fieldPercentile(table, 0, 0.5)).toBe(50);
    expect(fieldPercentile(table, 1, 0.5)).toBe(0);
  });
});

describe('fitNoticeModel', () => {
  // One signal that separates misses (rank > 10) from hits, with some overlap.
  const rows = Array.from({ length: 400 }, (_, i) => {
    const miss = i % 4 === 0;
    return { signals: [miss ? 1 + (i % 7) / 7 : (i % 11) / 11, 0], rank: miss ? 50 : (i % 3) + 1 };
  });

  it('warns on most misses while staying within its budget of hits', () => {
    const model = fitNoticeModel(['confidence', 'noise'], rows, 0.12);
    const shown = (row: (typeof rows)[number]) => missChance(model, row.signals) >= model.threshold;
    const hits = rows.filter((row) => row.rank <= 3);
    const misses = rows.filter((row) => row.rank > 10);
    expect(hits.filter(shown).length / hits.length).toBeLessThanOrEqual(0.12);
    expect(misses.filter(shown).length / misses.length).toBeGreaterThan(0.9);
    expect(model.weights[0]).toBeGreaterThan(0);
  });
});
