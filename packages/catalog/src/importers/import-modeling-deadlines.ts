import { buildSeriesRecord } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector } from './import-collector.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import { readAiDeadlinesList } from './read-ai-deadlines-list.ts';
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
  const entries = readAiDeadlinesList(list, collector, (object, ref) => {
    const isJournal = object.type === 'journal';
    const entry = readAiDeadlinesEntry(object, ref, collector, { withDeadlines: !isJournal });
    return entry && { ...entry, type: isJournal ? 'journal' : 'conference' };
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
