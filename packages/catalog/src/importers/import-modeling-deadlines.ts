import { buildSeriesRecord, type SeriesEntry } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector, readObject } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import type { SourceFile, SourceImport } from './source-record.ts';

const SOURCE = 'modeling-deadlines';

/**
 * Imports modeling-conf-deadlines: one `conferences.yml` list of conferences and journals. Journals have
 * rolling submission, so they get no edition; their `TBA` deadline is not a skipped value.
 */
export function importModelingDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  const list = files.find((file) => file.path === 'conferences.yml');
  if (!list) {
    collector.skip('file', 'conferences.yml', 'file missing');
    return collector.result;
  }
  const parsed = parseYamlFile(list.text);
  for (const error of parsed.errors) collector.skip('file', list.path, `invalid YAML: ${error}`);
  const entries: { ref: string; entry: SeriesEntry }[] = [];
  (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
    const ref = `${list.path}#${index}`;
    const object = readObject(item);
    if (!object) return collector.skip('record', ref, 'entry is not a mapping');
    const isJournal = object.type === 'journal';
    const entry = readAiDeadlinesEntry(object, ref, collector, { withDeadlines: !isJournal });
    if (entry) entries.push({ ref, entry: { ...entry, type: isJournal ? 'journal' : 'conference' } });
  });
  for (const group of groupSeriesEntries(entries)) {
    const record = buildSeriesRecord(SOURCE, group.ref, group.entries);
    if (record.type === 'journal') {
      record.url = record.editions.at(-1)?.url;
      record.editions = [];
    }
    collector.result.records.push(record);
  }
  return collector.result;
}
