import type { AreaSlug } from '@venuescout/contracts';
import type { Ranks, VenueType } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { createSourceRecord, type SourceEdition, type SourceRecord } from './source-record.ts';

/** One dated entry (one edition, or one submission round of it) of a series in a deadline list. */
export interface SeriesEntry {
  acronym?: string;
  name?: string;
  type?: VenueType;
  areas: AreaSlug[];
  ranks: Ranks;
  h5Index?: number;
  edition: SourceEdition;
}

/**
 * Folds the entries of one series into a record: the most frequent acronym (ties go to the latest edition)
 * with the others as aliases, the latest name, rank and h5-index, and one edition per year.
 */
export function buildSeriesRecord(source: SourceId, ref: string, entries: SeriesEntry[]): SourceRecord {
  const record = createSourceRecord(source, ref);
  const latestFirst = [...entries].sort((a, b) => b.edition.year - a.edition.year);
  const acronyms = countAcronyms(latestFirst);
  record.acronym = acronyms[0];
  record.aliases = acronyms.slice(1);
  record.name = latestFirst.find((entry) => entry.name)?.name;
  record.type = latestFirst.find((entry) => entry.type)?.type ?? 'conference';
  record.areas = [...new Set(entries.flatMap((entry) => entry.areas))];
  record.ranks = latestFirst.find((entry) => Object.keys(entry.ranks).length > 0)?.ranks ?? {};
  const h5Index = latestFirst.find((entry) => entry.h5Index !== undefined)?.h5Index;
  if (h5Index !== undefined) record.h5Index = h5Index;
  record.editions = mergeSameYear(entries.map((entry) => entry.edition));
  return record;
}

function countAcronyms(latestFirst: SeriesEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of latestFirst) {
    if (entry.acronym) counts.set(entry.acronym, (counts.get(entry.acronym) ?? 0) + 1);
  }
  // Map keeps insertion order (latest first), and sort is stable, so ties keep the latest spelling first.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([acronym]) => acronym);
}

function mergeSameYear(editions: SourceEdition[]): SourceEdition[] {
  const byYear = new Map<number, SourceEdition>();
  for (const edition of editions) {
    const known = byYear.get(edition.year);
    if (!known) {
      byYear.set(edition.year, { ...edition, deadlines: [...edition.deadlines] });
      continue;
    }
    known.url ??= edition.url;
    known.place ??= edition.place;
    known.dates ??= edition.dates;
    for (const deadline of edition.deadlines) {
      const duplicate = known.deadlines.some((d) => d.kind === deadline.kind && d.at === deadline.at);
      if (!duplicate) known.deadlines.push(deadline);
    }
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}
