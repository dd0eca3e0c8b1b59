import type { VenueIndex } from './venue-index.ts';

/** The sparse models of an index, by the prefix of their section names in the index file. */
export const MODEL_NAMES = ['venueModel', 'titleModel', 'fieldModel'] as const;

/** What the index file's JSON header holds: everything of the index but its arrays and string lists. */
export type IndexMeta = Pick<
  VenueIndex,
  'version' | 'evaluation' | 'profiles' | 'fields' | 'fieldPapers' | 'catalog'
> & {
  weightScales: Record<(typeof MODEL_NAMES)[number], number>;
  notice: NonNullable<VenueIndex['calibration']>['notice'] | null;
};
