import { buildSeriesRecord, type SeriesEntry } from './build-series-record.ts';
import { createImportCollector, readObject } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import type { SourceFile, SourceImport } from './source-record.ts';

const SOURCE = 'hci-deadlines';

/**
 * Imports hci-deadlines/conf-database: one YAML list per series under `conferences/`, one entry per
 * edition or submission round ("CSCW (January cycle)"). Every venue there is HCI, whatever its `sub`.
 */
export function importHciDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  for (const file of files.filter((candidate) => /^conferences\/.+\.ya?ml$/i.test(candidate.path))) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    const entries: SeriesEntry[] = [];
    (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
      const ref = `${file.path}#${index}`;
      const object = readObject(item);
      if (!object) return collector.skip('record', ref, 'entry is not a mapping');
      const entry = readAiDeadlinesEntry(object, ref, collector);
      if (entry) entries.push({ ...entry, areas: ['human-computer-interaction', ...entry.areas] });
    });
    if (entries.length > 0) collector.result.records.push(buildSeriesRecord(SOURCE, file.path, entries));
  }
  return collector.result;
}
