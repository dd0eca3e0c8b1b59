import { isAreaSlug, type AreaSlug } from '../areas/area-taxonomy.ts';
import { createImportCollector, readObject, readText } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readDblpKey } from './read-dblp-key.ts';
import { createSourceRecord, type SourceFile, type SourceImport } from './source-record.ts';

const SOURCE = 'curated';

/**
 * Imports the curated supplement (`curated/venues.yaml`): acronym, name, type, aliases, areas, url and
 * dblp key of venues the upstream sources miss or spell differently. It never holds deadlines.
 */
export function importCurated(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  for (const file of files) {
    const parsed = parseYamlFile(file.text);
    for (const error of parsed.errors) collector.skip('file', file.path, `invalid YAML: ${error}`);
    (Array.isArray(parsed.value) ? parsed.value : []).forEach((item, index) => {
      const ref = `${file.path}#${index}`;
      const entry = readObject(item);
      const acronym = readText(entry?.acronym);
      const name = readText(entry?.name);
      const type = entry?.type;
      if (!entry || !acronym || !name || (type !== 'conference' && type !== 'journal')) {
        return collector.skip('record', ref, 'curated entry needs acronym, name and type');
      }
      const record = createSourceRecord(SOURCE, `${ref} ${acronym}`);
      record.acronym = acronym;
      record.name = name;
      record.type = type;
      record.aliases = readList(entry.aliases);
      record.areas = readAreas(entry.areas, `${ref} ${acronym}`, collector.skip);
      const url = readText(entry.url);
      if (url) record.url = url;
      const dblp = readDblpKey(entry.dblp, type === 'journal' ? 'journals' : 'conf');
      if (dblp) record.dblp = dblp;
      collector.result.records.push(record);
    });
  }
  return collector.result;
}

function readList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [])
    .map(readText)
    .filter((item): item is string => item !== undefined);
}

function readAreas(
  value: unknown,
  ref: string,
  skip: (level: 'value', ref: string, reason: string) => void,
): AreaSlug[] {
  const areas: AreaSlug[] = [];
  for (const area of readList(value)) {
    if (isAreaSlug(area)) areas.push(area);
    else skip('value', ref, `unknown area "${area}"`);
  }
  return areas;
}
