import { isAreaSlug, type AreaSlug } from '@venuescout/contracts';
import { isOrganisationName } from '../merge/is-organisation-name.ts';
import { createImportCollector, readObject, readText } from './import-collector.ts';
import { parseYamlFile } from './parse-yaml-file.ts';
import { readDblpKey } from './read-dblp-key.ts';
import { dropEmpty, readCcfRank, readCoreRank, readThcplRank } from './read-ranks.ts';
import { createSourceRecord, type SourceFile, type SourceImport } from './source-record.ts';

const SOURCE = 'curated';

/** Catalog ids are `conf/<slug>` or `journal/<slug>`. */
const VENUE_ID = /^(conf|journal)\/[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Imports the curated supplement (`curated/venues.yaml`): acronym, name, type, aliases, former names,
 * areas, url, dblp key and ranks of venues the upstream sources miss, spell differently or mix up, and
 * the id a venue keeps when its acronym changes. It never holds deadlines.
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
      // Curated aliases are lookup keys: "USENIX" would pull every USENIX venue's records into one.
      record.aliases = readList(entry.aliases).filter((alias) => {
        if (!isOrganisationName(alias)) return true;
        collector.skip('value', `${ref} ${acronym}`, `alias "${alias}" names an organisation, not a venue`);
        return false;
      });
      const otherNames = readList(entry.otherNames);
      if (otherNames.length > 0) record.otherNames = otherNames;
      const id = readText(entry.id);
      if (id && VENUE_ID.test(id) && id.startsWith(type === 'journal' ? 'journal/' : 'conf/')) record.id = id;
      else if (id) collector.skip('value', `${ref} ${acronym}`, `invalid id "${id}" for a ${type}`);
      record.ranks = readRanks(readObject(entry.ranks));
      // Years the venue met, without deadlines: they show a rhythm the sources are too recent to show.
      record.editions = readYears(entry.editions).map((year) => ({ year, deadlines: [] }));
      record.areas = readAreas(entry.areas, `${ref} ${acronym}`, collector.skip);
      const url = collector.readUrl(entry.url, `${ref} ${acronym}`);
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

function readYears(value: unknown): number[] {
  return (Array.isArray(value) ? value : []).filter(
    (year): year is number => Number.isInteger(year) && year >= 1950 && year <= 2100,
  );
}

/** Ranks are given here only where the list that publishes them was extracted without the venue. */
function readRanks(ranks: Record<string, unknown> | undefined) {
  return dropEmpty({
    ccf: readCcfRank(ranks?.ccf),
    core: readCoreRank(ranks?.core),
    thcpl: readThcplRank(ranks?.thcpl),
  });
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
