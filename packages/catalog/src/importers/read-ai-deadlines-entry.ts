import { mapSubCodes } from '../areas/map-source-areas.ts';
import { cleanVenueName } from '../merge/normalize-name.ts';
import type { SeriesEntry } from './build-series-record.ts';
import { readPositiveNumber, readText, readYear, type ImportCollector } from './import-collector.ts';
import { readEditionDates } from './read-edition-dates.ts';
import type { SourceEdition } from './source-record.ts';
import { splitTitle } from './split-title.ts';

/**
 * Reads one entry of the original ai-deadlines format (paperswithcode, hci-deadlines, modeling):
 * `title`, `year`, `deadline`, `abstract_deadline`, `timezone`, `place`, `date`, `start`, `end`, `sub`.
 * `withDeadlines: false` reads a journal entry, whose "deadline" is a placeholder for rolling submission.
 */
export function readAiDeadlinesEntry(
  entry: Record<string, unknown>,
  ref: string,
  collector: ImportCollector,
  { withDeadlines = true }: { withDeadlines?: boolean } = {},
): SeriesEntry | undefined {
  const title = readText(entry.title);
  if (!title) {
    collector.skip('record', ref, 'entry without a title');
    return undefined;
  }
  const split = splitTitle(title);
  const year = readYear(entry.year) ?? readYear(readText(entry.start)?.slice(0, 4));
  if (!year) {
    collector.skip('record', `${ref} ${title}`, 'entry without a year');
    return undefined;
  }
  const edition: SourceEdition = { year, deadlines: [] };
  const url = collector.readUrl(entry.link, `${ref} ${title} ${year}`);
  const place = readText(entry.place);
  // One paperswithcode entry spells `date` as `data`.
  const dates = readEditionDates(entry.date ?? entry.data, entry.start, entry.end);
  if (url) edition.url = url;
  if (place) edition.place = place;
  if (dates) edition.dates = dates;
  const timezone = readText(entry.timezone);
  const comment = split.qualifier;
  const deadlineRef = `${ref} ${title} ${year}`;
  if (withDeadlines) {
    collector.addDeadline(edition, deadlineRef, { kind: 'paper', raw: entry.deadline, timezone, comment });
  }
  if (withDeadlines && entry.abstract_deadline !== undefined) {
    collector.addDeadline(edition, deadlineRef, {
      kind: 'abstract',
      raw: entry.abstract_deadline,
      timezone,
      comment,
    });
  }
  const fullName = readText(entry.full_name);
  const h5Index = readPositiveNumber(entry.hindex);
  return {
    acronym: split.acronym,
    name: fullName ? cleanVenueName(fullName) : split.name,
    areas: mapSubCodes(entry.sub),
    ranks: {},
    ...(h5Index !== undefined ? { h5Index } : {}),
    edition,
  };
}
