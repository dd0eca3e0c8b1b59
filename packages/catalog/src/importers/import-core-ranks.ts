import { cleanVenueName } from '../merge/normalize-name.ts';
import { createImportCollector } from './import-collector.ts';
import { parseCsv } from './parse-csv.ts';
import { readCoreRank } from './read-ranks.ts';
import { createSourceRecord, type SourceFile, type SourceImport } from './source-record.ts';

const SOURCE = 'core-icore2026';
const FORMER_NAME = /\s*\((?:was|formerly|previously)\s+([^)]*)\)/i;

/**
 * Imports the ICORE 2026 conference ranks (CSV: `Full name|ACRONYM`, rank). Every row is a conference;
 * national, regional and "journal published" labels keep the venue but give it no CORE rank.
 */
export function importCoreRanks(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  const file = files.find((candidate) => candidate.path.endsWith('.csv'));
  if (!file) {
    collector.skip('file', 'core_icore2026.csv', 'file missing');
    return collector.result;
  }
  for (const { line, fields } of parseCsv(file.text)) {
    const ref = `${file.path}:${line}`;
    const [venue = '', rankText = ''] = fields.map((field) => field.trim());
    if (line === 1 && /^venue$/i.test(venue)) continue;
    const separator = venue.lastIndexOf('|');
    const fullName = (separator >= 0 ? venue.slice(0, separator) : venue).trim();
    const acronym = (separator >= 0 ? venue.slice(separator + 1) : '').replace(/_/g, ' ').trim();
    if (!fullName) {
      collector.skip('record', ref, 'row without a venue name');
      continue;
    }
    const record = createSourceRecord(SOURCE, ref);
    const former = FORMER_NAME.exec(fullName)?.[1]?.trim();
    // "(was NIPS)" keeps the old acronym as an alias; a longer former name is only dropped from the name.
    if (former && !former.includes(' ')) record.aliases.push(former);
    record.name = cleanVenueName(fullName.replace(FORMER_NAME, ''));
    if (acronym) record.acronym = acronym;
    record.type = 'conference';
    const core = readCoreRank(rankText);
    if (core) record.ranks = { core };
    collector.result.records.push(record);
    collector.result.rankRows.push({
      source: SOURCE,
      ref,
      type: 'conference',
      ...(acronym ? { acronym } : {}),
      name: record.name,
    });
  }
  return collector.result;
}
