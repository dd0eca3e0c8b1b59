import { mapTags } from '../areas/map-source-areas.ts';
import type { DeadlineKind } from '../model/venue.ts';
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
import { readRankingsText } from './read-ranks.ts';
import type { SourceEdition, SourceFile, SourceImport } from './source-record.ts';
import { splitTitle } from './split-title.ts';

const SOURCE = 'hf-ai-deadlines';

const KINDS: Record<string, DeadlineKind> = {
  abstract: 'abstract',
  paper: 'paper',
  submission: 'paper',
  supplementary: 'supplementary',
  commitment_deadline: 'commitment',
  rebuttal: 'rebuttal',
  rebuttal_start: 'rebuttal',
  rebuttal_end: 'rebuttal',
  author_response: 'rebuttal',
  rebuttal_and_revision: 'rebuttal',
  'revision-deadline': 'revision',
  notification: 'notification',
  'first-notification': 'notification',
  'final-notification': 'notification',
  camera_ready: 'camera-ready',
  'camera-ready': 'camera-ready',
  registration: 'registration',
};

/** Calls for everything but research papers, which hf files as `submission` beside the paper deadline. */
const SIDE_CALL =
  /tutorial|workshop|\bart\b|gallery|volunteer|competition|spotlight|award|real-time live|poster|frontiers|animation|appy hour|talks|panels|courses|upload/i;

/**
 * What a `submission` deadline is, by its label: a research paper deadline ("Paper Submission", "Direct
 * submission"), the form that registers a paper before it ("submission form", like an abstract deadline),
 * a revision, or a side call (art papers, tutorials, student volunteers) that is no paper deadline.
 */
function readSubmissionKind(label: string | undefined): DeadlineKind {
  if (!label) return 'paper';
  if (/revision/i.test(label)) return 'revision';
  if (/submission form/i.test(label)) return 'abstract';
  return SIDE_CALL.test(label) ? 'other' : 'paper';
}

/** The older flat fields, used only when an entry has no typed `deadlines[]` list. */
const FLAT_FIELDS: [string, DeadlineKind][] = [
  ['abstract_deadline', 'abstract'],
  ['deadline', 'paper'],
  ['rebuttal_period_end', 'rebuttal'],
  ['final_decision_date', 'notification'],
];

/** Imports huggingface/ai-deadlines: one YAML list per series, one entry per edition, typed `deadlines[]`. */
export function importHfDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  for (const file of files.filter((candidate) => /^conferences\/.+\.ya?ml$/i.test(candidate.path))) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    const entries: SeriesEntry[] = [];
    (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
      const entry = readEntry(item, `${file.path}#${index}`, collector);
      if (entry) entries.push(entry);
    });
    if (entries.length > 0) collector.result.records.push(buildSeriesRecord(SOURCE, file.path, entries));
  }
  return collector.result;
}

function readEntry(item: unknown, ref: string, collector: ImportCollector): SeriesEntry | undefined {
  const entry = readObject(item);
  const title = readText(entry?.title);
  const year = readYear(entry?.year);
  if (!entry || !title || !year) {
    collector.skip('record', ref, !title ? 'entry without a title' : 'entry without a year');
    return undefined;
  }
  const edition: SourceEdition = { year, deadlines: [] };
  const url = collector.readUrl(entry.link, `${ref} ${title} ${year}`);
  const place = [readText(entry.city), readText(entry.country)].filter(Boolean).join(', ');
  const dates = readEditionDates(entry.date, entry.start, entry.end);
  if (url) edition.url = url;
  if (place) edition.place = place;
  if (dates) edition.dates = dates;
  readDeadlines(entry, edition, `${ref} ${title} ${year}`, collector);
  const fullName = readText(entry.full_name);
  const h5Index = readPositiveNumber(entry.hindex);
  return {
    acronym: splitTitle(title).acronym ?? title,
    name: fullName ? cleanVenueName(fullName) : undefined,
    areas: mapTags(entry.tags),
    ranks: readRankingsText(entry.rankings),
    ...(h5Index !== undefined ? { h5Index } : {}),
    edition,
  };
}

function readDeadlines(
  entry: Record<string, unknown>,
  edition: SourceEdition,
  ref: string,
  collector: ImportCollector,
) {
  const fallbackZone = readText(entry.timezone);
  const typed = Array.isArray(entry.deadlines) ? entry.deadlines : [];
  typed.forEach((item, index) => {
    const deadline = readObject(item);
    const type = readText(deadline?.type) ?? '';
    const label = readText(deadline?.label);
    const kind =
      type.toLowerCase() === 'submission'
        ? readSubmissionKind(label)
        : (KINDS[type.toLowerCase()] ?? 'other');
    collector.addDeadline(edition, `${ref} deadlines[${index}]`, {
      kind,
      // One entry gives the date under `deadline` as well as `date`.
      raw: deadline?.date ?? deadline?.deadline,
      timezone: readText(deadline?.timezone) ?? fallbackZone,
      comment: label,
    });
  });
  if (typed.length > 0) return;
  for (const [field, kind] of FLAT_FIELDS) {
    if (entry[field] !== undefined)
      collector.addDeadline(edition, ref, { kind, raw: entry[field], timezone: fallbackZone });
  }
}
