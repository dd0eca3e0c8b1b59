import { AREA_TAXONOMY, type AreaSlug } from '@venuescout/contracts';

/** Sorts area slugs into taxonomy order, which is the order the UI lists them in. */
export function compareAreas(a: AreaSlug, b: AreaSlug): number {
  return areaIndex(a) - areaIndex(b);
}

function areaIndex(slug: AreaSlug): number {
  return AREA_TAXONOMY.findIndex((area) => area.slug === slug);
}
