import { findNextDeadline, isRollingSubmission, type NextDeadline, type Venue } from '@venuescout/catalog';
import type { VenueQuery } from '@venuescout/contracts';
import type { Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';
import { loadVenues } from './load-venues.ts';

/** A venue with its next deadline as of the request. */
export interface DatedVenue {
  venue: Venue;
  nextDeadline: NextDeadline | null;
  isRolling: boolean;
}

/** Read access to the seeded catalog, cached in memory between re-seeds. */
export interface VenueDirectory {
  list(query: VenueQuery, now: Date): Promise<{ items: DatedVenue[]; total: number }>;
  get(id: string, now: Date): Promise<DatedVenue>;
  /** Venues by id, for callers that hold ids (matches, favourites); unknown ids are left out. */
  findMany(ids: string[], now: Date): Promise<Map<string, DatedVenue>>;
  /** Every active venue, for the matcher. */
  all(): Promise<Venue[]>;
  /** Drops the cache, e.g. after a re-seed in this process. */
  invalidate(): void;
}

const rankOrder = ['A*', 'A', 'B', 'C'];
const bestRank = (venue: Venue) =>
  Math.min(
    ...[venue.ranks.core, venue.ranks.ccf].map((rank) => {
      const index = rankOrder.indexOf(rank ?? '');
      return index === -1 ? rankOrder.length : index;
    }),
  );

function dated(venue: Venue, now: Date): DatedVenue {
  return { venue, nextDeadline: findNextDeadline(venue, now), isRolling: isRollingSubmission(venue) };
}

function matchesQuery(item: DatedVenue, query: VenueQuery, now: Date): boolean {
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
  if (query.q) {
    const needle = query.q.toLowerCase();
    const haystack = [venue.acronym, venue.name, ...venue.aliases].join('\n').toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** How closely a venue's names answer a search: 0 is the acronym itself, 3 a match anywhere. */
function searchRank(venue: Venue, needle: string): number {
  const names = [venue.acronym, ...venue.aliases].map((name) => name.toLowerCase());
  if (names.includes(needle)) return 0;
  if (names.some((name) => name.startsWith(needle))) return 1;
  if (` ${venue.name.toLowerCase()}`.includes(` ${needle}`)) return 2;
  return 3;
}

function compareBy(sort: VenueQuery['sort'], q: string | undefined) {
  const byName = (a: DatedVenue, b: DatedVenue) =>
    a.venue.acronym.localeCompare(b.venue.acronym, 'en', { sensitivity: 'base' }) ||
    a.venue.id.localeCompare(b.venue.id);
  if (!sort && q) {
    // A search without an explicit order lists the best-named matches first: "acl" finds ACL before TACL.
    const needle = q.toLowerCase();
    return (a: DatedVenue, b: DatedVenue) =>
      searchRank(a.venue, needle) - searchRank(b.venue, needle) || byName(a, b);
  }
  if (sort === 'deadline') {
    const at = (item: DatedVenue) =>
      item.nextDeadline ? Date.parse(item.nextDeadline.at) : Number.POSITIVE_INFINITY;
    return (a: DatedVenue, b: DatedVenue) => at(a) - at(b) || byName(a, b);
  }
  if (sort === 'rank')
    return (a: DatedVenue, b: DatedVenue) => bestRank(a.venue) - bestRank(b.venue) || byName(a, b);
  return byName;
}

/**
 * Creates the directory. Each process keeps a copy of the catalog for `ttlMs` (a re-seed by another
 * process shows up within that time); deadlines are worked out per request, since "next" moves.
 */
export function createVenueDirectory(options: { db: Db; ttlMs?: number }): VenueDirectory {
  const ttlMs = options.ttlMs ?? 60_000;
  let cache: { loadedAt: number; venues: Promise<{ list: Venue[]; byId: Map<string, Venue> }> } | undefined;

  const snapshot = () => {
    if (!cache || Date.now() - cache.loadedAt > ttlMs) {
      const venues = loadVenues(options.db).then((list) => ({
        list,
        byId: new Map(list.map((v) => [v.id, v])),
      }));
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
      const { list } = await snapshot();
      const matching = list
        .map((venue) => dated(venue, now))
        .filter((item) => matchesQuery(item, query, now));
      matching.sort(compareBy(query.sort, query.q));
      const start = (query.page - 1) * query.pageSize;
      return { items: matching.slice(start, start + query.pageSize), total: matching.length };
    },
    async get(id, now) {
      const venue = (await snapshot()).byId.get(id);
      if (!venue) throw new AppError('NOT_FOUND', 'No venue with this id.');
      return dated(venue, now);
    },
    async findMany(ids, now) {
      const { byId } = await snapshot();
      const found = new Map<string, DatedVenue>();
      for (const id of ids) {
        const venue = byId.get(id);
        if (venue) found.set(id, dated(venue, now));
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
