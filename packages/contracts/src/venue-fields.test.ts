import { describe, expect, it } from 'vitest';
import { venueFields } from './venue-fields.ts';
import { RanksSchema, RegionSchema, VenueTypeSchema } from './venues.ts';

describe('venueFields', () => {
  it('lists exactly the values and rank systems the venue schemas accept', () => {
    expect(VenueTypeSchema.options).toEqual(['conference', 'journal']);
    expect(RegionSchema.options).toEqual([
      'north-america',
      'europe',
      'asia',
      'australia',
      'africa',
      'south-america',
    ]);
    expect(Object.keys(RanksSchema.shape)).toEqual([...venueFields.rankSystems]);
    expect([...venueFields.types]).toEqual(VenueTypeSchema.options);
    expect([...venueFields.regions]).toEqual(RegionSchema.options);
  });
});
