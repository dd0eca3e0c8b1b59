import { mapSubCodes } from '../areas/map-source-areas.ts';
import { cleanVenueName } from '../merge/normalize-name.ts';
import { buildSeriesRecord, type SeriesEntry } from './build-series-record.ts';
import {
  createImportCollector,
  readObject,
  readPositiveNumber,
  readText,
  readYear,
  type ImportCollector,
} from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readEditionDates } from './read-edition-dates.ts';
import { readCoreRank } from './read-ranks.ts';
import { reconcileEditionYear } from './reconcile-edition-year.ts';
import type { SourceEdition, SourceFile, SourceImport } from './source-record.ts';
import { splitTitle } from './split-title.ts';

const SOURCE = 'tobna-ai-deadlines';

/**
 * Imports tobna/ai-deadlines: one YAML map per series (`<id><year>: {…}`) with timelines already in UTC.
 * Entries the maintainer marks `isApproximateDeadline: true` are his own projections, not published
 * dates, so they are skipped: the catalog makes its own, clearly labelled estimates.
 */
export function importTobnaDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  for (const file of files.filter((candidate) => candidate.path.startsWith('conferences/'))) {
    if (!/\.ya?ml$/i.test(file.path)) {
      collector.skip('file', file.path, 'not a .yaml file');
      continue;
    }
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    const entries: SeriesEntry[] = [];
    const refiled: SeriesEntry[] = [];
    for (const [id, value] of Object.entries(readObject(parsed.value) ?? {})) {
      const read = readEntry(value, `${file.path} ${id}`, collector);
      if (read) (read.refiled ? refiled : entries).push(read.entry);
    }
    // An entry moved to another year fills in after the one named for that year, which won't contradict it.
    entries.push(...refiled);
    if (entries.length > 0) collector.result.records.push(buildSeriesRecord(SOURCE, file.path, entries));
  }
  return collector.result;
}

function readEntry(
  value: unknown,
  ref: string,
  collector: ImportCollector,
): { entry: SeriesEntry; refiled: boolean } | undefined {
  const entry = readObject(value);
  if (!entry) return skip(collector, ref, 'entry is not a mapping');
  if (entry.isApproximateDeadline === true)
    return skip(collector, ref, "maintainer's estimate (isApproximateDeadline)");
  const shortname = readText(entry.shortname);
  const year =
    readYear(/(\d{4})$/.exec(shortname ?? '')?.[1]) ??
    readYear(readText(entry.conferenceStartDate)?.slice(0, 4)) ??
    readYear(/(\d{4})$/.exec(readText(entry.id) ?? '')?.[1]);
  if (!shortname || !year)
    return skip(collector, ref, !shortname ? 'entry without a short name' : 'entry without a year');
  const edition: SourceEdition = { year, deadlines: [] };
  const url = collector.readUrl(entry.website, `${ref} ${shortname}`);
  const place = readText(entry.location);
  const dates = readEditionDates(undefined, entry.conferenceStartDate, entry.conferenceEndDate);
  if (url) edition.url = url;
  if (place) edition.place = place;
  if (dates) edition.dates = dates;
  // Instants carry a Z; `timezone`, when present, is the zone the conference announced them in.
  const timezone = readText(entry.timezone) ?? 'UTC';
  const timeline = Array.isArray(entry.timeline) ? entry.timeline : [];
  timeline.forEach((item, index) => {
    const step = readObject(item);
    const stepRef = `${ref} timeline[${index}]`;
    const comment = readText(step?.note);
    collector.addDeadline(edition, stepRef, { kind: 'paper', raw: step?.deadline, timezone, comment });
    if (step?.abstractDeadline !== undefined) {
      collector.addDeadline(edition, stepRef, {
        kind: 'abstract',
        raw: step.abstractDeadline,
        timezone,
        comment,
      });
    }
  });
  const split = splitTitle(shortname);
  const title = readText(entry.title);
  const h5Index = readPositiveNumber(entry.h5Index);
  const core = readCoreRank(entry.rating);
  const reconciled = reconcileEditionYear(edition, `${ref} ${shortname}`, collector.skip);
  return {
    entry: {
      acronym: split.acronym,
      name: title ? cleanVenueName(title) : split.name,
      areas: mapSubCodes(entry.tags),
      ranks: core ? { core } : {},
      ...(h5Index !== undefined ? { h5Index } : {}),
      edition: reconciled,
    },
    refiled: reconciled.year !== year,
  };
}

function skip(collector: ImportCollector, ref: string, reason: string): undefined {
  collector.skip('record', ref, reason);
  return undefined;
}
