import { mapCcfArea } from '../areas/map-source-areas.ts';
import type { AreaAnnotation, SourceRecord } from '../importers/source-record.ts';
import type { Disagreement, Ranks, Venue } from '../model/venue.ts';
import { getSourcePrecedence, type SourceId } from '../sources/catalog-sources.ts';
import { findRegion } from './derive-region.ts';
import { isOrganisationName } from './is-organisation-name.ts';
import { mergeEditions } from './merge-editions.ts';
import { selectAreas, type AreaVote } from './select-areas.ts';
import { selectVenueUrl } from './select-venue-url.ts';

/**
 * Fields whose authority is not the most recent tracker: a rank is defined by the body that publishes it,
 * and CCFrank4dblp exists to map venues to their dblp key, acronym and full name, while trackers use
 * display titles ("IEEE TSE", "SIGKDD") and copy ranks. For these fields the registry outranks recency.
 */
const AUTHORITY: Record<string, SourceId[]> = {
  acronym: ['curated', 'ccf-list-2026'],
  name: ['curated', 'ccf-list-2026'],
  dblp: ['curated', 'ccf-list-2026'],
  'ranks.ccf': ['curated', 'ccf-list-2026'],
  'ranks.core': ['curated', 'core-icore2026'],
};

/**
 * The only sources a rank may come from: the list that publishes it, or the curated file (checked by hand
 * against that list). A tracker's rank field copies an older list or the parent of a workshop or track
 * (FCCM shown CORE B while ICORE 2026 says National/Regional, SuRE @ IJCAI given IJCAI's A*), so it is
 * kept only as a disagreement beside a list's rank and never fills one (docs/decisions/002).
 */
export const RANK_LISTS: Record<'core' | 'ccf', SourceId[]> = {
  core: ['curated', 'core-icore2026'],
  ccf: ['curated', 'ccf-list-2026'],
};

/** Spelling variants of names, acronyms and URLs are normal; these fields state facts that can conflict. */
const COMPARED_FIELDS = /^(type|dblp|ranks\.\w+|h5Index)$/;

export type VenueWithoutId = Omit<Venue, 'id'>;

/**
 * Resolves one cluster of records into a venue: each field from the most recently maintained source that
 * has it (ranks from their own list first), recording which source won and any disagreement.
 */
export function buildVenue(
  cluster: SourceRecord[],
  annotations: Map<string, AreaAnnotation[]>,
): VenueWithoutId {
  const records = [...cluster].sort((a, b) => getSourcePrecedence(a.source) - getSourcePrecedence(b.source));
  const provenance: Venue['provenance'] = {};
  const disagreements: Disagreement[] = [];
  const resolve = <T>(
    field: string,
    read: (record: SourceRecord) => T | undefined,
    isEligible: (source: SourceId) => boolean = () => true,
  ) => {
    const authority = AUTHORITY[field] ?? [];
    const ordered = [...records].sort(
      (a, b) => rankOrder(a.source, authority) - rankOrder(b.source, authority),
    );
    const values = ordered.flatMap((record) => {
      const value = read(record);
      return value === undefined ? [] : [{ source: record.source, value }];
    });
    const chosen = values.find(({ source }) => isEligible(source));
    if (!chosen) return undefined;
    provenance[field] = chosen.source;
    const distinct = new Set(values.map(({ value }) => String(value).toLowerCase()));
    if (distinct.size > 1 && COMPARED_FIELDS.test(field)) {
      const unique = values.filter(
        (entry, index) => values.findIndex((other) => other.source === entry.source) === index,
      );
      disagreements.push({
        field,
        chosen: chosen.source,
        values: unique.map(({ source, value }) => ({ source, value: String(value) })),
      });
    }
    return chosen.value;
  };

  const acronym = resolve('acronym', (record) => record.acronym);
  const name = resolve('name', (record) => record.name) ?? acronym ?? '';
  const type = resolve('type', (record) => record.type) ?? 'conference';
  const dblp = resolve('dblp', (record) => record.dblp);
  const ranks: Ranks = {};
  for (const rank of ['core', 'ccf', 'thcpl'] as const) {
    // THCPL publishes no list among the sources, so its rank still comes from the trackers.
    const lists = rank === 'thcpl' ? undefined : RANK_LISTS[rank];
    const value = resolve(
      `ranks.${rank}`,
      (record) => record.ranks[rank],
      (source) => !lists || lists.includes(source),
    );
    if (value) Object.assign(ranks, { [rank]: value });
  }
  const h5Index = resolve('h5Index', (record) => record.h5Index);
  const acceptanceRates = resolve('acceptanceRates', (record) => record.acceptanceRates);
  const { editions, disagreements: deadlineDisagreements } = mergeEditions(records);
  disagreements.push(...deadlineDisagreements);
  const givenUrl = resolve('url', (record) => record.url);
  const given = givenUrl ? { url: givenUrl, source: provenance.url as SourceId } : undefined;
  const aliases = collectAliases(records, acronym);
  const selected = selectVenueUrl(given, editions, { acronym: acronym ?? '', aliases, name });
  const url = selected?.url;
  if (selected) provenance.url = selected.source;

  const votes: AreaVote[] = records.map((record) => ({ source: record.source, areas: record.areas }));
  for (const annotation of dblp ? (annotations.get(dblp.toLowerCase()) ?? []) : []) {
    votes.push({ source: annotation.source, areas: mapCcfArea(annotation.ccfArea, name) });
  }
  const areas = selectAreas(votes, name);
  provenance.areas = areas.provenance;
  const regionEdition = [...editions].reverse().find((edition) => findRegion(edition.place));
  if (regionEdition) provenance.region = regionEdition.source;

  return {
    acronym: acronym ?? '',
    name,
    type,
    aliases,
    areas: areas.areas,
    ranks,
    ...(h5Index !== undefined ? { h5Index, h5IndexSource: { source: provenance.h5Index as SourceId } } : {}),
    ...(acceptanceRates ? { acceptanceRates } : {}),
    ...(url ? { url } : {}),
    ...(dblp ? { dblp } : {}),
    region: findRegion(regionEdition?.place),
    editions,
    sources: [...new Set(records.map((record) => record.source))],
    provenance: sortKeys(provenance),
    ...(disagreements.length > 0 ? { disagreements } : {}),
  };
}

function rankOrder(source: SourceId, authority: SourceId[]): number {
  const index = authority.indexOf(source);
  return index >= 0 ? index - authority.length : getSourcePrecedence(source);
}

function collectAliases(records: SourceRecord[], acronym: string | undefined): string[] {
  const seen = new Set([acronym?.toLowerCase()]);
  const aliases: string[] = [];
  for (const alias of records.flatMap((record) => [record.acronym, ...record.aliases])) {
    if (!alias || seen.has(alias.toLowerCase()) || isOrganisationName(alias)) continue;
    seen.add(alias.toLowerCase());
    aliases.push(alias);
  }
  return aliases;
}

function sortKeys<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b))) as T;
}
