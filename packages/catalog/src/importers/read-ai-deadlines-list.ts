import type { SeriesEntry } from './build-series-record.ts';
import { readObject, type ImportCollector } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readAiDeadlinesEntry } from './read-ai-deadlines-entry.ts';
import type { SourceFile } from './source-record.ts';

/** A list entry and where it came from (`file#index`). */
export interface ListedEntry {
  ref: string;
  entry: SeriesEntry;
}

/**
 * Reads one YAML list in the ai-deadlines layout (one mapping per edition or submission round), the
 * layout several upstream sources share. Invalid YAML and items that are not mappings are skipped
 * with their reason. `read` turns one mapping into an entry; a source passes its own to add what it
 * implies (an area, a journal type) or to read a mapping differently.
 */
export function readAiDeadlinesList(
  file: SourceFile,
  collector: ImportCollector,
  read: (object: Record<string, unknown>, ref: string) => SeriesEntry | undefined = (object, ref) =>
    readAiDeadlinesEntry(object, ref, collector),
): ListedEntry[] {
  const parsed = parseYamlFile(file.text);
  for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
  const entries: ListedEntry[] = [];
  (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
    const ref = `${file.path}#${index}`;
    const object = readObject(item);
    if (!object) return collector.skip('record', ref, 'entry is not a mapping');
    const entry = read(object, ref);
    if (entry) entries.push({ ref, entry });
  });
  return entries;
}
