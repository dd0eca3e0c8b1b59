import type { VenueType } from '../model/venue.ts';
import { getAcronymKeys } from '../merge/normalize-acronym.ts';
import { cleanVenueName, getNameKey } from '../merge/normalize-name.ts';
import { createImportCollector, type ImportCollector } from './import-collector.ts';
import { readDblpKey } from './read-dblp-key.ts';
import { readCcfRank } from './read-ranks.ts';
import { createSourceRecord, type SourceFile, type SourceImport } from './source-record.ts';

const SOURCE = 'ccf-list-2026';

interface Row {
  ref: string;
  rank: ReturnType<typeof readCcfRank>;
  acronym?: string;
  name: string;
  dblp?: string;
}

/**
 * Imports the CCF 2026 list (TSV: rank, acronym, name, dblp path, dblp key). The extraction lists a venue
 * once per dblp key, so rows with the same acronym and name are one venue; the type comes from the dblp
 * path, and a conference path wins (PVLDB rows belong to VLDB, Bioinformatics rows to ISMB).
 */
export function importCcfList2026(files: SourceFile[]): SourceImport {
  const collector = createImportCollector(SOURCE);
  const file = files.find((candidate) => candidate.path.endsWith('.tsv'));
  if (!file) {
    collector.skip('file', 'ccf-list-2026.tsv', 'file missing');
    return collector.result;
  }
  const groups = new Map<string, Row[]>();
  file.text.split(/\r?\n/).forEach((line, index) => {
    const row = readRow(line, `${file.path}:${index + 1}`, collector);
    if (!row) return;
    const key = `${row.acronym ? getAcronymKeys(row.acronym)[0] : ''}|${getNameKey(row.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  for (const rows of groups.values()) collector.result.records.push(buildRecord(rows));
  return collector.result;
}

function readRow(line: string, ref: string, collector: ImportCollector): Row | undefined {
  if (line.trim() === '' || /^rank\t/i.test(line)) return undefined;
  let fields = line.split('\t').map((field) => field.trim());
  if (fields.length < 5) fields = repairSpaceSeparated(fields);
  const [rankText = '', acronym = '', name = '', path = ''] = fields;
  const rank = readCcfRank(rankText);
  if (!rank) return skipRow(collector, ref, `unknown rank "${rankText}"`);
  if (!name && !acronym) return skipRow(collector, ref, 'row without a name');
  return {
    ref,
    rank,
    ...(acronym ? { acronym } : {}),
    name: cleanVenueName(name || acronym),
    dblp: readDblpKey(path, path.includes('/journals/') ? 'journals' : 'conf'),
  };
}

/** One row has spaces instead of tabs before its dblp columns; the dblp paths are still recognisable. */
function repairSpaceSeparated(fields: string[]): string[] {
  const last = fields.at(-1) ?? '';
  const match = /^(.*?)\s+(\/(?:conf|journals)\/\S+)\s+(\/\S+)$/.exec(last);
  if (!match) return fields;
  return [...fields.slice(0, -1), match[1] ?? '', match[2] ?? '', match[3] ?? ''];
}

function buildRecord(rows: Row[]): ReturnType<typeof createSourceRecord> {
  const first = rows[0] as Row;
  const type = getType(rows);
  const prefix = type === 'conference' ? 'conf/' : 'journals/';
  const main = rows.find((row) => row.dblp?.startsWith(prefix)) ?? first;
  const record = createSourceRecord(SOURCE, main.ref);
  if (main.acronym) record.acronym = main.acronym;
  record.name = main.name;
  record.type = type;
  if (main.dblp) record.dblp = main.dblp;
  if (main.rank) record.ranks = { ccf: main.rank };
  return record;
}

function getType(rows: Row[]): VenueType {
  if (rows.some((row) => row.dblp?.startsWith('conf/'))) return 'conference';
  if (rows.some((row) => row.dblp?.startsWith('journals/'))) return 'journal';
  // Rows without a dblp path are mostly journals outside computer science (JASA, Cognition…).
  return /conference|symposium|workshop|congress|meeting/i.test(rows[0]?.name ?? '')
    ? 'conference'
    : 'journal';
}

function skipRow(collector: ImportCollector, ref: string, reason: string): undefined {
  collector.skip('record', ref, reason);
  return undefined;
}
