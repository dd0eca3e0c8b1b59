import type { AcceptanceRate } from '../model/venue.ts';
import {
  readObject,
  readPositiveNumber,
  readText,
  readYear,
  type ImportCollector,
} from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import type { SourceFile } from './source-record.ts';

export interface CcfAcceptRates {
  /** `<area>/<file name without extension>`, matching the conference file. */
  key: string;
  title: string;
  rates: AcceptanceRate[];
  ref: string;
}

/** Reads ccf-deadlines' `accept_rates/<area>/<name>.yml` files (the extension is sometimes missing). */
export function readCcfAcceptRates(files: SourceFile[], collector: ImportCollector): CcfAcceptRates[] {
  const found: CcfAcceptRates[] = [];
  for (const file of files) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    const entries = Array.isArray(parsed.value) ? parsed.value : [];
    entries.forEach((entry, index) => {
      const ref = `${file.path}#${index}`;
      const object = readObject(entry);
      const title = readText(object?.title);
      if (!object || !title) return collector.skip('record', ref, 'acceptance rates without a title');
      const rates = readRates(object.accept_rates, ref, collector);
      found.push({ key: getSeriesKey(file.path), title, rates, ref });
    });
  }
  return found;
}

/** The `<area>/<name>` key of a ccf-deadlines file, whichever folder depth it sits at. */
export function getSeriesKey(path: string): string {
  const parts = path.split('/');
  const name = (parts.at(-1) ?? '').replace(/\.ya?ml$/i, '').toLowerCase();
  return `${parts[1] ?? ''}/${name}`;
}

function readRates(value: unknown, ref: string, collector: ImportCollector): AcceptanceRate[] {
  const rates: AcceptanceRate[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    const object = readObject(item);
    const year = readYear(object?.year);
    let submitted = readPositiveNumber(object?.submitted);
    let accepted = readPositiveNumber(object?.accepted);
    // More accepted than submitted means the two counts were entered in each other's field.
    if (submitted && accepted && accepted > submitted) [submitted, accepted] = [accepted, submitted];
    // Prefer the counts: the `rate` field is sometimes written with a decimal comma or rounded oddly.
    const rate = submitted && accepted ? accepted / submitted : readPositiveNumber(object?.rate);
    if (!year || rate === undefined || rate > 1) {
      collector.skip('value', `${ref} accept rate`, 'acceptance rate without a year or a usable rate');
      continue;
    }
    const reference = collector.readUrl(object?.source, `${ref} accept rate ${year} source`);
    rates.push({
      year,
      ...(submitted ? { submitted } : {}),
      ...(accepted ? { accepted } : {}),
      rate: Math.round(rate * 10_000) / 10_000,
      source: 'ccf-deadlines',
      ...(reference ? { reference } : {}),
    });
  }
  return rates.sort((a, b) => a.year - b.year);
}
