import type { Venue } from '@venuescout/catalog';
import type { VenueQuery } from '@venuescout/contracts';
import type { DatedVenue } from './dated-venue.ts';

// One collator for every comparison: `localeCompare(b, 'en', …)` builds a new one per call, which made
// sorting the catalog cost tens of milliseconds per request. Same locale and options, same order.
const collator = new Intl.Collator('en', { sensitivity: 'base' });

const rankOrder = ['A*', 'A', 'B', 'C'];
const bestRank = (venue: Venue) =>
  Math.min(
    ...[venue.ranks.core, venue.ranks.ccf].map((rank) => {
      const index = rankOrder.indexOf(rank ?? '');
      return index === -1 ? rankOrder.length : index;
    }),
  );

/**
 * How closely a venue's names answer a search: 0 is the acronym itself, 5 a match anywhere. A venue's own
 * acronym outranks its aliases (former names, other spellings), so "usenix" lists USENIX Security before
 * ACM SIGOPS ATC, which only its former name "USENIX ATC" ties to the word.
 */
function searchRank(venue: Venue, needle: string): number {
  const acronym = venue.acronym.toLowerCase();
  const aliases = venue.aliases.map((alias) => alias.toLowerCase());
  if (acronym === needle) return 0;
  if (aliases.includes(needle)) return 1;
  if (acronym.startsWith(needle)) return 2;
  if (aliases.some((alias) => alias.startsWith(needle))) return 3;
  if (` ${venue.name.toLowerCase()}`.includes(` ${needle}`)) return 4;
  return 5;
}

// "Name (A–Z)" is the full name, as the specification's "name A-Z" says; the acronym breaks ties.
const byName = (a: DatedVenue, b: DatedVenue) =>
  collator.compare(a.venue.name, b.venue.name) ||
  collator.compare(a.venue.acronym, b.venue.acronym) ||
  a.venue.id.localeCompare(b.venue.id);

/** The order of a venue list: by name, soonest deadline, best rank, or (a search without a sort) best-named match. */
export function compareVenues(sort: VenueQuery['sort'], q: string | undefined) {
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
