import { describe, expect, it } from 'vitest';
import { splitHeldOut, type SourcedPaper } from './split-held-out.ts';

const paper = (venueId: string, year: number, n: number, corpus = 0): SourcedPaper => ({
  venueId,
  corpus,
  paper: { id: `${venueId}-${corpus}-${year}-${n}`, title: 't', venue: venueId, year },
});
const many = (venueId: string, year: number, count: number, corpus = 0) =>
  Array.from({ length: count }, (_, n) => paper(venueId, year, n, corpus));

describe('splitHeldOut', () => {
  it("holds out each venue's latest year and never trains on it, keeping at most 30 per venue balanced", () => {
    const papers = [
      ...many('a', 2023, 100),
      ...many('a', 2024, 50),
      ...many('b', 2022, 10),
      ...many('b', 2023, 5),
    ];
    const { train, balanced, sized } = splitHeldOut(papers);
    expect(
      train.every(({ venueId, paper: { year } }) => (venueId === 'a' ? year === 2023 : year === 2022)),
    ).toBe(true);
    expect(balanced.filter(({ venueId }) => venueId === 'a')).toHaveLength(30);
    expect(balanced.filter(({ venueId }) => venueId === 'b')).toHaveLength(5);
    for (const item of [...balanced, ...sized]) expect(train).not.toContain(item);
    expect(sized.length).toBeGreaterThan(10);
    expect(sized.length).toBeLessThan(30);
  });

  it('holds out a share of a one-year corpus instead of all of it, judged per corpus file', () => {
    // One old title in the first corpus must not make the 2017 systems year the "latest year".
    const papers = [paper('hpca', 2010, 0, 0), ...many('hpca', 2017, 40, 1)];
    const { train, balanced } = splitHeldOut(papers);
    expect(train.length).toBeGreaterThan(25);
    expect(balanced.length).toBeGreaterThan(0);
    expect(balanced.length).toBeLessThan(16);
  });

  it('holds out about the stated share of a numbered collection', () => {
    const papers = Array.from({ length: 1000 }, (_, n) => ({
      venueId: 'x',
      paper: { id: `sysconf:X_17_${String(n).padStart(3, '0')}`, title: 't', venue: 'x', year: 2017 },
    }));
    const { train } = splitHeldOut(papers);
    expect(train.length).toBeGreaterThan(760);
    expect(train.length).toBeLessThan(840);
  });

  it('is deterministic', () => {
    const papers = [...many('a', 2020, 40, 1), ...many('b', 2019, 20), ...many('b', 2020, 20)];
    expect(splitHeldOut(papers)).toEqual(splitHeldOut([...papers].reverse().reverse()));
  });
});
