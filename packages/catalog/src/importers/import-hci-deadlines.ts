import { buildSeriesRecord, type SeriesEntry } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector, readObject } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import type { SourceFile, SourceImport } from './source-record.ts';

const SOURCE = 'hci-deadlines';

/**
 * Imports hci-deadlines/conf-database: YAML lists under `conferences/`, one entry per edition or submission
 * round ("CSCW (January cycle)"). A file usually holds one series, but `siggraph.yml` holds SIGGRAPH and
 * SIGGRAPH Asia, so entries are grouped by series. Every venue there is HCI, whatever its `sub`.
 */
export function importHciDeadlines(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  for (const file of files.filter((candidate) => /^conferences\/.+\.ya?ml$/i.test(candidate.path))) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    const entries: { ref: string; entry: SeriesEntry }[] = [];
    (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
      const ref = `${file.path}#${index}`;
      const object = readObject(item);
      if (!object) return collector.skip('record', ref, 'entry is not a mapping');
      const entry = readAiDeadlinesEntry(object, ref, collector);
      if (entry)
        entries.push({ ref, entry: { ...entry, areas: ['human-computer-interaction', ...entry.areas] } });
    });
    for (const series of groupSeriesEntries(entries)) {
      collector.result.records.push(buildSeriesRecord(SOURCE, series.ref, series.entries));
    }
  }
  return collector.result;
}
