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
  /** The last part of the dblp_key column (`/conf/cisc/inscrypt` → `inscrypt`): dblp's own label. */
  label?: string;
}

/**
 * Imports the CCF 2026 list (TSV: rank, acronym, name, dblp path, dblp key). The extraction lists a venue
 * once per dblp key, so rows with the same acronym and name are one venue; the type comes from the dblp
 * path, and a conference path wins (PVLDB rows belong to VLDB, Bioinformatics rows to ISMB). Rows without
 * an acronym say nothing that ties a conference path to a journal path of the same title: the list ranks
 * the journal Parallel Computing and the ParCo conference as two rows titled "Parallel Computing", so
 * those stay two venues.
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
    collector.result.rankRows.push({
      source: SOURCE,
      ref: row.ref,
      ...(row.dblp ? { type: row.dblp.startsWith('journals/') ? 'journal' : 'conference' } : {}),
      ...(row.acronym ? { acronym: row.acronym } : {}),
      name: row.name,
      ...(row.dblp ? { dblp: row.dblp } : {}),
    });
    const acronymKey = row.acronym ? getAcronymKeys(row.acronym)[0] : '';
    const pathType = acronymKey ? '' : (row.dblp?.split('/')[0] ?? '');
    const key = `${acronymKey}|${getNameKey(row.name)}|${pathType}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  });
  for (const rows of groups.values()) collector.result.records.push(buildRecord(rows));
  return collector.result;
}

function readRow(line: string, ref: string, collector: ImportCollector): Row | undefined {
  if (line.trim() === '' || /^rank\t/i.test(line)) return undefined;
  let fields = line.split('\t').map((field) => field.trim());
  if (fields.length < 5) fields = repairSpaceSeparated(fields);
  const [rankText = '', acronym = '', name = '', path = '', key = ''] = fields;
  const rank = readCcfRank(rankText);
  if (!rank) return skipRow(collector, ref, `unknown rank "${rankText}"`);
  if (!name && !acronym) return skipRow(collector, ref, 'row without a name');
  return {
    ref,
    rank,
    ...(acronym ? { acronym } : {}),
    name: cleanVenueName(name || acronym),
    dblp: readDblpKey(path, path.includes('/journals/') ? 'journals' : 'conf'),
    label: key.split('/').filter(Boolean).at(-1)?.toLowerCase(),
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
  const ofType = rows.filter((row) => row.dblp?.startsWith(prefix));
  // Two dblp streams of one type: the one dblp labels with the venue's acronym is the venue's own
  // (Inscrypt is /conf/cisc/inscrypt; its other row points at Korea's ICISC).
  const acronymKey = first.acronym ? getAcronymKeys(first.acronym)[0] : undefined;
  const main = ofType.find((row) => acronymKey && row.label === acronymKey) ?? ofType[0] ?? first;
  const record = createSourceRecord(SOURCE, main.ref);
  if (main.acronym) record.acronym = main.acronym;
  record.name = main.name;
  record.type = type;
  if (main.dblp) record.dblp = main.dblp;
  if (main.rank) record.ranks = { ccf: main.rank };
  return record;
}

function getType(rows: Row[]): VenueType {
  const namesEvent = /conference|symposium|workshop|congress|meeting/i.test(rows[0]?.name ?? '');
  if (rows.some((row) => row.dblp?.startsWith('conf/'))) return 'conference';
  if (rows.some((row) => row.dblp?.startsWith('journals/'))) return 'journal';
  // Rows without a dblp path are mostly journals outside computer science (JASA, Cognition…).
  return namesEvent ? 'conference' : 'journal';
}

function skipRow(collector: ImportCollector, ref: string, reason: string): undefined {
  collector.skip('record', ref, reason);
  return undefined;
}
