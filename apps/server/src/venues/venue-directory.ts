import {
  backtestEstimator,
  getEstimateErrorBands,
  type EstimateErrorBands,
  type Venue,
} from '@venuescout/catalog';
import type { VenueQuery } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import { compareVenues } from './compare-venues.ts';
import { dateCatalog, type DatedCatalog } from './date-catalog.ts';
import { dateVenue } from './date-venue.ts';
import type { DatedVenue } from './dated-venue.ts';
import { recentChangeMs } from './list-recent-changes.ts';
import { loadDeadlineChanges, type DeadlineChangeRecord } from './load-deadline-changes.ts';
import { loadVenues } from './load-venues.ts';
import { readCatalogVersion } from './seed-catalog.ts';

/** Read access to the seeded catalog, cached in memory between re-seeds. */
export interface VenueDirectory {
  list(query: VenueQuery, now: Date): Promise<{ items: DatedVenue[]; total: number }>;
  get(id: string, now: Date): Promise<DatedVenue>;
  /** Venues by id, for callers that hold ids (matches, favourites); unknown ids are left out. */
  findMany(ids: string[], now: Date): Promise<Map<string, DatedVenue>>;
  /**
   * Every active venue, for the matcher. The same array until the catalog in the database changes, so
   * a caller may key work it derives from the catalog on it.
   */
  all(): Promise<Venue[]>;
  /** Drops the cache, e.g. after a re-seed in this process. */
  invalidate(): void;
}

interface Snapshot {
  /** The checksum of the catalog import it was read from. */
  version: string | null;
  list: Venue[];
  byId: Map<string, Venue>;
  /** Searchable names per venue, lower-cased once rather than per request. */
  haystacks: Map<Venue, string>;
  /** Each estimate rule's typical error, back-tested on this catalog when it was loaded. */
  errorBands: EstimateErrorBands;
  /** Deadline changes found in the 30 days before the load, per venue, the latest found first. */
  changes: Map<string, DeadlineChangeRecord[]>;
  dated?: DatedCatalog;
}

function matchesQuery(item: DatedVenue, query: VenueQuery, now: Date, haystack: string): boolean {
  const { venue, nextDeadline } = item;
  if (query.type && venue.type !== query.type) return false;
  if (query.area && !venue.areas.includes(query.area as Venue['areas'][number])) return false;
  if (query.region && venue.region !== query.region) return false;
  if (query.rank && venue.ranks.core !== query.rank && venue.ranks.ccf !== query.rank) return false;
  if (
    query.upcoming &&
    !(nextDeadline && !nextDeadline.estimated && Date.parse(nextDeadline.at) > now.getTime())
  ) {
    return false;
  }
  if (query.q && !haystack.includes(query.q.toLowerCase())) return false;
  return true;
}

/** The dated, sorted catalog for `now`, reused while no deadline has passed since it was worked out. */
function datedCatalogAt(snapshot: Snapshot, now: Date): DatedCatalog {
  const at = now.getTime();
  const { dated: current } = snapshot;
  if (current && current.from <= at && at < current.until) return current;
  const fresh = dateCatalog(snapshot.list, now, snapshot.errorBands, snapshot.changes);
  // Keep the newest one: a caller asking about an earlier moment (tests do) must not evict it.
  if (!current || fresh.from >= current.from) snapshot.dated = fresh;
  return fresh;
}

/** How many list pages one dated catalog keeps. */
const maxCachedPages = 500;

/**
 * Creates the directory. Each process keeps a copy of the catalog and checks every `ttlMs` whether the
 * database holds a newer one (a re-seed by another process shows up within that time). Next deadlines depend on the moment of the request, since "next"
 * moves; they are worked out once and reused until one of them passes (see `dateCatalog`).
 */
export function createVenueDirectory(options: { db: Db; ttlMs?: number }): VenueDirectory {
  const ttlMs = options.ttlMs ?? 60_000;
  let cache: { loadedAt: number; venues: Promise<Snapshot> } | undefined;
  // A page of the list depends only on the query and the dated catalog, which is exact until a deadline
  // passes or the catalog reloads; both make a new catalog object, so its cached pages go with it.
  const pageCache = new WeakMap<DatedCatalog, Map<string, { items: DatedVenue[]; total: number }>>();

  const load = async (): Promise<Snapshot> => {
    // The version is read first: a seed landing in between makes the next check load again.
    const version = await readCatalogVersion(options.db);
    const list = await loadVenues(options.db);
    // A refresh writes its changes and the new version in one transaction, so the reload that a new
    // version causes brings its changes too; older ones only age out, which the dating does per request.
    const changes = await loadDeadlineChanges(options.db, new Date(Date.now() - recentChangeMs));
    return {
      version,
      list,
      byId: new Map(list.map((v) => [v.id, v])),
      haystacks: new Map(list.map((v) => [v, [v.acronym, v.name, ...v.aliases].join('\n').toLowerCase()])),
      // The back-test hides each venue's latest edition and estimates it from the rest: a few
      // milliseconds per thousand venues, and it depends only on the catalog, not on the time.
      errorBands: getEstimateErrorBands(backtestEstimator(list)),
      changes,
    };
  };
  /** Keeps the snapshot when the database still holds its catalog version, and loads it anew otherwise. */
  const refresh = async (previous: Promise<Snapshot>): Promise<Snapshot> => {
    const current = await previous.catch(() => null);
    if (current && (await readCatalogVersion(options.db)) === current.version) return current;
    return load();
  };

  const snapshot = () => {
    if (!cache || Date.now() - cache.loadedAt > ttlMs) {
      const venues = cache ? refresh(cache.venues) : load();
      cache = { loadedAt: Date.now(), venues };
      // A failed load must not stick: the next request tries again.
      venues.catch(() => {
        cache = undefined;
      });
    }
    return cache.venues;
  };

  return {
    async list(query, now) {
      const current = await snapshot();
      const catalog = datedCatalogAt(current, now);
      const key = JSON.stringify(query);
      let pages = pageCache.get(catalog);
      const cached = pages?.get(key);
      if (cached) return cached;
      const sorted =
        query.sort === 'deadline'
          ? catalog.byDeadline
          : query.sort === 'rank'
            ? catalog.byRank
            : catalog.byName;
      // Filtering a sorted list keeps its order; only a search without a sort orders by match quality.
      const matching = sorted.filter((item) =>
        matchesQuery(item, query, now, current.haystacks.get(item.venue)!),
      );
      if (!query.sort && query.q) matching.sort(compareVenues(query.sort, query.q));
      const start = (query.page - 1) * query.pageSize;
      const page = { items: matching.slice(start, start + query.pageSize), total: matching.length };
      if (!pages) {
        pages = new Map();
        pageCache.set(catalog, pages);
      }
      // Searches are free text, so the cache is bounded: past the cap it starts over.
      if (pages.size >= maxCachedPages) pages.clear();
      pages.set(key, page);
      return page;
    },
    async get(id, now) {
      const { byId, errorBands, changes } = await snapshot();
      const venue = byId.get(id);
      if (!venue) throw new AppError('NOT_FOUND', 'No venue with this id.');
      return dateVenue(venue, now, errorBands, changes.get(id));
    },
    async findMany(ids, now) {
      const { byId, errorBands, changes } = await snapshot();
      const found = new Map<string, DatedVenue>();
      for (const id of ids) {
        const venue = byId.get(id);
        if (venue) found.set(id, dateVenue(venue, now, errorBands, changes.get(id)));
      }
      return found;
    },
    async all() {
      return (await snapshot()).list;
    },
    invalidate() {
      cache = undefined;
    },
  };
}
