import { mapCcfArea } from '../areas/map-source-areas.ts';
import { cleanVenueName } from '../merge/normalize-name.ts';
import {
  createImportCollector,
  readObject,
  readText,
  readYear,
  type ImportCollector,
} from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { getSeriesKey, readCcfAcceptRates } from './read-ccf-accept-rates.ts';
import { reconcileEditionYear } from './reconcile-edition-year.ts';
import { readDblpKey } from './read-dblp-key.ts';
import { readEditionDates } from './read-edition-dates.ts';
import { dropEmpty, readCcfRank, readCoreRank, readThcplRank } from './read-ranks.ts';
import {
  createSourceRecord,
  type SourceEdition,
  type SourceFile,
  type SourceImport,
} from './source-record.ts';

const SOURCE = 'ccf-deadlines';

/**
 * Imports ccf-deadlines: one YAML list of series per file under `conference/<CCF area>/` (at any depth),
 * plus acceptance rates from `accept_rates/`, matched to the series by area and file name, then by title.
 */
export function importCcfDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  const conferenceFiles = files.filter(
    (file) => file.path.startsWith('conference/') && isSeriesFile(file.path),
  );
  const rateFiles = files.filter((file) => file.path.startsWith('accept_rates/'));
  const seriesKeys = new Map<string, number[]>();
  for (const file of conferenceFiles) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    if (!Array.isArray(parsed.value)) {
      if (parsed.errors.length === 0) collector.skip('file', file.path, 'not a list of conference series');
      continue;
    }
    parsed.value.forEach((entry, index) => {
      const before = collector.result.records.length;
      importSeries(entry, `${file.path}#${index}`, collector);
      if (collector.result.records.length > before) {
        const key = getSeriesKey(file.path);
        seriesKeys.set(key, [...(seriesKeys.get(key) ?? []), before]);
      }
    });
  }
  attachAcceptRates(readCcfAcceptRates(rateFiles, collector), seriesKeys, collector);
  return collector.result;
}

function isSeriesFile(path: string): boolean {
  return /\.ya?ml$/i.test(path) && !/\/types\.ya?ml$/i.test(path);
}

function importSeries(entry: unknown, ref: string, collector: ImportCollector): void {
  const series = readObject(entry);
  const title = readText(series?.title);
  if (!series || !title) return collector.skip('record', ref, 'series without a title');
  const record = createSourceRecord(SOURCE, `${ref} ${title}`);
  const description = readText(series.description);
  record.acronym = title;
  record.name = description ? cleanVenueName(description) : undefined;
  record.type = 'conference';
  record.dblp = readDblpKey(series.dblp, 'conf');
  record.areas = mapCcfArea(readText(series.sub) ?? ref.split('/')[1] ?? '', description);
  const rank = readObject(series.rank);
  record.ranks = dropEmpty({
    ccf: readCcfRank(rank?.ccf),
    core: readCoreRank(rank?.core),
    thcpl: readThcplRank(rank?.thcpl),
  });
  const confs = Array.isArray(series.confs) ? series.confs : [];
  confs.forEach((conf, index) => {
    const edition = readEdition(conf, `${record.ref} confs[${index}]`, collector);
    if (edition) record.editions.push(edition);
  });
  collector.result.records.push(record);
}

function readEdition(value: unknown, ref: string, collector: ImportCollector): SourceEdition | undefined {
  const conf = readObject(value);
  const year =
    readYear(conf?.year) ?? readYear(/(\d{2})$/.exec(readText(conf?.id) ?? '')?.[1]?.padStart(4, '20'));
  if (!conf || !year) {
    collector.skip('record', ref, 'edition without a year');
    return undefined;
  }
  const edition: SourceEdition = { year, deadlines: [] };
  const url = collector.readUrl(conf.link, `${ref} ${year}`);
  const place = readText(conf.place);
  const dates = readEditionDates(conf.date, undefined, undefined);
  if (url) edition.url = url;
  if (place) edition.place = place;
  if (dates) edition.dates = dates;
  const timezone = readText(conf.timezone);
  const timeline = Array.isArray(conf.timeline) ? conf.timeline : [];
  timeline.forEach((item, index) => {
    const step = readObject(item);
    const comment = readText(step?.comment);
    const itemRef = `${ref} ${year} timeline[${index}]`;
    if (step?.deadline === undefined) collector.skip('value', itemRef, 'timeline entry without a deadline');
    else collector.addDeadline(edition, itemRef, { kind: 'paper', raw: step.deadline, timezone, comment });
    // One file spells the key "abstract deadline".
    const abstract = step?.abstract_deadline ?? step?.['abstract deadline'];
    if (abstract !== undefined)
      collector.addDeadline(edition, itemRef, { kind: 'abstract', raw: abstract, timezone, comment });
  });
  // A typed year (ISSRE 2023's "2021-06-01") would otherwise become another edition's deadline.
  return reconcileEditionYear(edition, `${ref} ${year}`, collector.skip);
}

function attachAcceptRates(
  found: ReturnType<typeof readCcfAcceptRates>,
  seriesKeys: Map<string, number[]>,
  collector: ImportCollector,
): void {
  const records = collector.result.records;
  for (const rates of found) {
    const byFile = (seriesKeys.get(rates.key) ?? []).map((index) => records[index]);
    const byTitle = records.filter((record) => record.acronym?.toLowerCase() === rates.title.toLowerCase());
    const candidates = byFile.filter(
      (record) => record?.acronym?.toLowerCase() === rates.title.toLowerCase(),
    );
    const target =
      candidates[0] ??
      (byFile.length === 1 ? byFile[0] : undefined) ??
      (byTitle.length === 1 ? byTitle[0] : undefined);
    if (!target) {
      collector.skip('record', rates.ref, `acceptance rates for "${rates.title}" match no conference series`);
      continue;
    }
    if (rates.rates.length > 0) target.acceptanceRates = rates.rates;
  }
}
