import { buildSeriesRecord } from './build-series-record.ts';
import { groupSeriesEntries } from './group-series-entries.ts';
import { createImportCollector } from './import-collector.ts';
import { readAiDeadlinesList } from './read-ai-deadlines-list.ts';
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
  for (const group of groupSeriesEntries(readAiDeadlinesList(list, collector))) {
    collector.result.records.push(buildSeriesRecord(SOURCE, group.ref, group.entries));
  }
  return collector.result;
}
