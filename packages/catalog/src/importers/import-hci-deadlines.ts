import { buildSeriesRecord } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector } from './import-collector.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import { readAiDeadlinesList } from './read-ai-deadlines-list.ts';
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
    const entries = readAiDeadlinesList(file, collector, (object, ref) => {
      const entry = readAiDeadlinesEntry(object, ref, collector);
      return entry && { ...entry, areas: ['human-computer-interaction', ...entry.areas] };
    });
    for (const series of groupSeriesEntries(entries)) {
      collector.result.records.push(buildSeriesRecord(SOURCE, series.ref, series.entries));
    }
  }
  return collector.result;
}
