import { describe, expect, it } from 'vitest';
import { findRegion } from './derive-region.ts';

describe('findRegion', () => {
  it.each([
    ['Vancouver, Canada', 'north-america'],
    ['Atlanta, Georgia, USA', 'north-america'],
    ['Long Beach, CA', 'north-america'],
    ['Honolulu, HI, USA', 'north-america'],
    ['San José, Costa Rica', 'north-america'],
    ['Nashville, Tennessee', 'north-america'],
    ['Hybrid (Dubrovnik, Croatia)', 'europe'],
    ['Istanbul, Türkiye', 'europe'],
    ['Glasgow, Scotland', 'europe'],
    ['Seoul, South Korea', 'asia'],
    ['Macao, S.A.R. China', 'asia'],
    ['Abu Dhabi, UAE', 'asia'],
    ['Sydney, Australia', 'australia'],
    ['Auckland, New Zealand, and virtual', 'australia'],
    ['Kigali, Rwanda', 'africa'],
    ['Marrakech, Morocco', 'africa'],
    ['Rio de Janeiro, Brazil', 'south-america'],
    ['Online', null],
    ['TBD', null],
    [undefined, null],
  ])('places %j in %s', (place, region) => {
    expect(findRegion(place)).toBe(region);
  });
});
