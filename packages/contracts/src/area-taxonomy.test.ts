import { describe, expect, it } from 'vitest';
import { AREA_TAXONOMY, isAreaSlug, toArea } from './area-taxonomy.ts';

describe('toArea', () => {
  it.each([
    ['a slug', 'machine-learning', { slug: 'machine-learning', label: 'Machine learning' }],
    ['a label', 'Networking', { slug: 'networking', label: 'Networking' }],
    [
      'a value the taxonomy does not know',
      'Bioinformatics',
      { slug: 'Bioinformatics', label: 'Bioinformatics' },
    ],
  ])('finds both forms from %s', (_, value, expected) => {
    expect(toArea(value)).toEqual(expected);
  });

  it('gives every slug and every label exactly one area', () => {
    for (const area of AREA_TAXONOMY) {
      expect(toArea(area.slug)).toEqual(area);
      expect(toArea(area.label)).toEqual(area);
    }
    expect(new Set(AREA_TAXONOMY.map((area) => area.label)).size).toBe(AREA_TAXONOMY.length);
  });
});

describe('isAreaSlug', () => {
  it.each([
    ['systems', true],
    ['Systems and architecture', false],
    ['', false],
  ])('tells whether %j is a slug', (value, expected) => {
    expect(isAreaSlug(value)).toBe(expected);
  });
});
