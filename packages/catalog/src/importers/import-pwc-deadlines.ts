import { buildSeriesRecord, type SeriesEntry } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector, readObject } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import type { SourceFile, SourceImport } from './source-record.ts';

const SOURCE = 'pwc-ai-deadlines';

/** Imports paperswithcode/ai-deadlines: one `conferences.yml` list with one entry per edition. */
export function importPwcDeadlines(files: SourceFile[]): SourceImport {
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
    const entry = object ? readAiDeadlinesEntry(object, ref, collector) : undefined;
    if (!object) collector.skip('record', ref, 'entry is not a mapping');
    if (entry) entries.push({ ref, entry });
  });
  for (const group of groupSeriesEntries(entries)) {
    collector.result.records.push(buildSeriesRecord(SOURCE, group.ref, group.entries));
  }
  return collector.result;
}
