import type { SourceRecord } from '../importers/source-record.ts';
import { getAcronymKeys, isSameAcronym } from './normalize-acronym.ts';
import { getNameKey, getNameSimilarity, nameTokens } from './normalize-name.ts';

/** A merge decision worth reviewing: two records kept apart, or a name ignored as another venue's. */
export interface MergeNote {
  ref: string;
  note: string;
}

interface Cluster {
  records: SourceRecord[];
}

/** Below this Dice similarity of their distinctive name words, two venues sharing an acronym stay apart. */
const SIMILAR_NAMES = 0.5;
/** Two records with different dblp keys need near-identical names to be one venue. */
const SIMILAR_NAMES_DESPITE_DBLP = 0.8;

/**
 * Groups records that describe the same venue. Keys, strongest first: dblp key (unless the acronyms
 * contradict it), normalised full name (unless the acronym is another venue's), then acronym + type with
 * similar names. Records of different types never merge; two dblp keys merge only on similar names.
 */
export function clusterRecords(records: SourceRecord[]): { clusters: SourceRecord[][]; notes: MergeNote[] } {
  const clusters: Cluster[] = [];
  const byDblp = new Map<string, Cluster[]>();
  const byName = new Map<string, Cluster[]>();
  const byAcronym = new Map<string, Cluster[]>();
  const notes: MergeNote[] = [];

  for (const original of records) {
    const ignoreName = { value: false };
    const cluster =
      findByDblp(original, byDblp, notes) ??
      findByName(original, byName, byAcronym, notes, ignoreName) ??
      findByAcronym(original, byAcronym, notes, ignoreName.value) ??
      findBySameWords(original, clusters);
    const record = ignoreName.value ? withoutName(original) : original;
    const target = cluster ?? { records: [] };
    if (!cluster) clusters.push(target);
    target.records.push(record);
    index(record, target, byDblp, byName, byAcronym);
  }
  return { clusters: clusters.map((cluster) => cluster.records), notes };
}

function findByDblp(
  record: SourceRecord,
  byDblp: Map<string, Cluster[]>,
  notes: MergeNote[],
): Cluster | undefined {
  if (!record.dblp) return undefined;
  const candidates = (byDblp.get(record.dblp.toLowerCase()) ?? []).filter((cluster) =>
    isSameType(record, cluster),
  );
  const match = candidates.find(
    (cluster) =>
      !record.acronym || hasAcronym(cluster, record.acronym, true) || hasName(cluster, record.name),
  );
  if (!match && candidates.length > 0) {
    notes.push({
      ref: record.ref,
      note: `shares dblp key ${record.dblp} with ${describe(candidates[0])}; acronyms differ, kept apart`,
    });
  }
  return match;
}

function findByName(
  record: SourceRecord,
  byName: Map<string, Cluster[]>,
  byAcronym: Map<string, Cluster[]>,
  notes: MergeNote[],
  ignoreName: { value: boolean },
): Cluster | undefined {
  const key = record.name ? getNameKey(record.name) : '';
  if (!key) return undefined;
  const candidates = (byName.get(key) ?? []).filter(
    (cluster) => isSameType(record, cluster) && !hasOtherDblp(record, cluster),
  );
  const agreeing = candidates.find(
    (cluster) =>
      !record.acronym || clusterAcronyms(cluster).length === 0 || hasAcronym(cluster, record.acronym),
  );
  if (agreeing || candidates.length === 0) return agreeing;
  // Same name, other acronym. If the acronym belongs to another venue, the name is the copy-paste error
  // ("CHI" filed under AAAI's full name); otherwise the venue was renamed (CSFW → CSF) and they merge.
  const acronymOwner = findAcronymCandidates(record, byAcronym).find(
    (cluster) => !candidates.includes(cluster),
  );
  if (!acronymOwner) return candidates[0];
  ignoreName.value = true;
  notes.push({
    ref: record.ref,
    note: `name "${record.name}" belongs to ${describe(candidates[0])}; name ignored`,
  });
  return undefined;
}

function findByAcronym(
  record: SourceRecord,
  byAcronym: Map<string, Cluster[]>,
  notes: MergeNote[],
  ignoreName: boolean,
): Cluster | undefined {
  const candidates = findAcronymCandidates(record, byAcronym);
  // A "name" that only repeats the acronym ("*SEM 2023") says nothing about which venue it is.
  const namesOnlyAcronym = record.name !== undefined && isSameAcronym(record.name, record.acronym ?? '');
  const name = ignoreName || namesOnlyAcronym ? undefined : record.name;
  const scored = candidates
    .map((cluster) => ({ cluster, similarity: scoreNames(record.acronym ?? '', name, cluster) }))
    // A second dblp key is tolerated (sources copy dblp paths loosely) only when names were compared.
    .filter(({ cluster, similarity }) => {
      const otherDblp = hasOtherDblp(record, cluster);
      if (similarity === null) return !otherDblp;
      return similarity >= (otherDblp ? SIMILAR_NAMES_DESPITE_DBLP : SIMILAR_NAMES);
    })
    .map(({ cluster, similarity }) => ({ cluster, score: similarity ?? 1 }));
  if (scored.length === 0) {
    if (candidates.length > 0)
      notes.push({
        ref: record.ref,
        note: `acronym shared with ${describe(candidates[0])}; names differ, kept apart`,
      });
    return undefined;
  }
  const best = Math.max(...scored.map(({ score }) => score));
  let top = scored.filter(({ score }) => score === best);
  // Without names to compare, a shared research area tells same-acronym venues apart (ICSR: robotics or reuse).
  const sharingArea = top.filter(({ cluster }) =>
    cluster.records.some((other) => other.areas.some((area) => record.areas.includes(area))),
  );
  if (top.length > 1 && sharingArea.length === 1) top = sharingArea;
  if (top.length > 1) {
    notes.push({
      ref: record.ref,
      note: `acronym ${record.acronym} matches ${top.length} venues equally; kept apart`,
    });
    return undefined;
  }
  return top[0]?.cluster;
}

function findAcronymCandidates(record: SourceRecord, byAcronym: Map<string, Cluster[]>): Cluster[] {
  const keys = record.acronym ? getAcronymKeys(record.acronym) : [];
  return [...new Set(keys.flatMap((key) => byAcronym.get(key) ?? []))].filter((cluster) =>
    isSameType(record, cluster),
  );
}

/**
 * Last resort for records with a name but no acronym ("World Haptics"): the one venue of that type whose
 * name has exactly the same distinctive words ("IEEE World Haptics Conference").
 */
function findBySameWords(record: SourceRecord, clusters: Cluster[]): Cluster | undefined {
  if (record.acronym || !record.name) return undefined;
  const name = record.name;
  const matches = clusters.filter(
    (cluster) =>
      isSameType(record, cluster) &&
      !hasOtherDblp(record, cluster) &&
      clusterNames(cluster).some((other) => getNameSimilarity(name, other) === 1),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

/** The best name similarity, or null when either side has no name to compare. */
function scoreNames(acronym: string, name: string | undefined, cluster: Cluster): number | null {
  const names = clusterNames(cluster);
  if (!name || names.length === 0) return null;
  // "ACM SIGGRAPH Annual Conference" names its own acronym; that is as good as a similar name, for
  // acronyms long enough not to be a coincidence ("ISC High Performance" is not the ISC of security).
  const longKeys = (list: string[]) => new Set(list.flatMap(getAcronymKeys).filter((key) => key.length >= 5));
  const recordKeys = longKeys([acronym]);
  const clusterKeys = longKeys(clusterAcronyms(cluster));
  const namesItsAcronym = names.some((other) => nameTokens(other).some((token) => recordKeys.has(token)));
  const recordNamesAcronym = nameTokens(name).some((token) => clusterKeys.has(token));
  if (namesItsAcronym || recordNamesAcronym) return 1;
  return Math.max(...names.map((other) => getNameSimilarity(name, other)));
}

function index(
  record: SourceRecord,
  cluster: Cluster,
  byDblp: Map<string, Cluster[]>,
  byName: Map<string, Cluster[]>,
  byAcronym: Map<string, Cluster[]>,
): void {
  if (record.dblp) add(byDblp, record.dblp.toLowerCase(), cluster);
  for (const name of recordNames(record)) add(byName, getNameKey(name), cluster);
  // Only the curated file's aliases are trusted as lookup keys; other sources' aliases are just kept.
  const acronyms = [record.acronym, ...(record.source === 'curated' ? record.aliases : [])];
  for (const acronym of acronyms)
    for (const key of acronym ? getAcronymKeys(acronym) : []) add(byAcronym, key, cluster);
}

function withoutName(record: SourceRecord): SourceRecord {
  const { name: _ignored, ...rest } = record;
  return rest;
}

function add(map: Map<string, Cluster[]>, key: string, cluster: Cluster): void {
  if (!key) return;
  const list = map.get(key) ?? [];
  if (!list.includes(cluster)) map.set(key, [...list, cluster]);
}

function isSameType(record: SourceRecord, cluster: Cluster): boolean {
  return !record.type || cluster.records.every((other) => !other.type || other.type === record.type);
}

function hasOtherDblp(record: SourceRecord, cluster: Cluster): boolean {
  if (!record.dblp) return false;
  const own = record.dblp.toLowerCase();
  return cluster.records.some((other) => other.dblp !== undefined && other.dblp.toLowerCase() !== own);
}

/** With `allowExtension`, `APWeb-WAIM` matches `APWeb` (a venue that absorbed another keeps its prefix). */
function hasAcronym(cluster: Cluster, acronym: string, allowExtension = false): boolean {
  const keys = getAcronymKeys(acronym);
  return clusterAcronyms(cluster).some((other) => {
    if (isSameAcronym(other, acronym)) return true;
    const otherKeys = getAcronymKeys(other);
    return (
      allowExtension && keys.some((key) => otherKeys.some((o) => key.startsWith(o) || o.startsWith(key)))
    );
  });
}

function hasName(cluster: Cluster, name: string | undefined): boolean {
  const key = name ? getNameKey(name) : '';
  return key !== '' && clusterNames(cluster).some((other) => getNameKey(other) === key);
}

function clusterAcronyms(cluster: Cluster): string[] {
  return cluster.records.flatMap((record) => [
    ...(record.acronym ? [record.acronym] : []),
    ...(record.source === 'curated' ? record.aliases : []),
  ]);
}

function clusterNames(cluster: Cluster): string[] {
  return cluster.records.flatMap(recordNames);
}

/** A record's name and, for curated records, its other names (former names: FORTE/PSTV, RAID). */
function recordNames(record: SourceRecord): string[] {
  return [...(record.name ? [record.name] : []), ...(record.otherNames ?? [])];
}

function describe(cluster: Cluster | undefined): string {
  const first = cluster?.records[0];
  return first ? `${first.acronym ?? first.name ?? '?'} (${first.source})` : 'another venue';
}
