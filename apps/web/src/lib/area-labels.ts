import { AREA_TAXONOMY } from '@venuescout/contracts';

/** The research-area taxonomy (slug → label) from the contracts, as the API's `area` filter takes it. */
export const areaLabels: Readonly<Record<string, string>> = Object.fromEntries(
  AREA_TAXONOMY.map((area) => [area.slug, area.label]),
);

/** Region slugs with their labels. */
export const regionLabels: Readonly<Record<string, string>> = {
  'north-america': 'North America',
  europe: 'Europe',
  asia: 'Asia',
  australia: 'Australia',
  africa: 'Africa',
  'south-america': 'South America',
};
