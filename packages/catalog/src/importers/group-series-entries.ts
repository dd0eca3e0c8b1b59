import { getAcronymKeys } from '../merge/normalize-acronym.ts';
import { getNameKey } from '../merge/normalize-name.ts';
import type { SeriesEntry } from './build-series-record.ts';

/**
 * Groups the entries of a single-file deadline list by series: same acronym spelling (`ECML/PKDD` and
 * `ECML-PKDD` are one), or same name when there is no acronym. Groups keep first-seen order.
 */
export function groupSeriesEntries(
  entries: { ref: string; entry: SeriesEntry }[],
): { ref: string; entries: SeriesEntry[] }[] {
  const groups = new Map<string, { ref: string; entries: SeriesEntry[] }>();
  for (const { ref, entry } of entries) {
    const key = entry.acronym ? `a:${getAcronymKeys(entry.acronym)[0]}` : `n:${getNameKey(entry.name ?? '')}`;
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else groups.set(key, { ref, entries: [entry] });
  }
  return [...groups.values()];
}
