import type { Venue } from '../model/venue.ts';
import type { VenueWithoutId } from './build-venue.ts';
import { nameTokens } from './normalize-name.ts';
import { slugify } from './slugify.ts';

/**
 * Gives each venue a stable, unique, lowercase id: `conf/<acronym>` or `journal/<acronym>` (a name slug
 * when there is no acronym). When several venues share a slug, the one whose dblp key has that slug keeps
 * it (then a curated one); the others get their dblp stream or name as a suffix. A venue with a pinned
 * id (`pinnedIds[i]` for `venues[i]`, from the curated file) keeps it, so favourites and stored matches
 * still find a venue whose acronym changed or that absorbed a duplicate.
 */
export function assignVenueIds(venues: VenueWithoutId[], pinnedIds: (string | undefined)[] = []): Venue[] {
  const ids = new Map<VenueWithoutId, string>();
  const taken = new Set<string>();
  venues.forEach((venue, index) => {
    const pinned = pinnedIds[index];
    if (pinned && !taken.has(pinned)) {
      ids.set(venue, pinned);
      taken.add(pinned);
    }
  });
  const byBase = new Map<string, VenueWithoutId[]>();
  for (const venue of venues) {
    if (ids.has(venue)) continue;
    const base = getBaseId(venue);
    byBase.set(base, [...(byBase.get(base) ?? []), venue]);
  }
  for (const [base, group] of [...byBase.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const slug = base.slice(base.indexOf('/') + 1);
    const ordered = [...group].sort((a, b) => claimRank(a, slug) - claimRank(b, slug) || compareVenues(a, b));
    ordered.forEach((venue, index) => {
      const id = index === 0 && !taken.has(base) ? base : pickSuffixedId(base, venue, slug, taken);
      ids.set(venue, id);
      taken.add(id);
    });
  }
  return venues.map((venue) => ({ id: ids.get(venue) ?? '', ...venue }));
}

function getBaseId(venue: VenueWithoutId): string {
  const prefix = venue.type === 'journal' ? 'journal' : 'conf';
  return `${prefix}/${slugify(venue.acronym) || slugify(nameTokens(venue.name).slice(0, 6).join(' ')) || 'venue'}`;
}

function claimRank(venue: VenueWithoutId, slug: string): number {
  if (venue.dblp && slugify(venue.dblp.split('/')[1] ?? '') === slug) return 0;
  return venue.sources.includes('curated') ? 1 : 2;
}

function pickSuffixedId(base: string, venue: VenueWithoutId, slug: string, taken: Set<string>): string {
  const stream = slugify(venue.dblp?.split('/')[1] ?? '');
  const candidates = [
    stream && stream !== slug ? `${base}-${stream}` : '',
    `${base}-${slugify(nameTokens(venue.name).slice(0, 3).join(' '))}`,
  ];
  const free = candidates.find((candidate) => candidate && !candidate.endsWith('-') && !taken.has(candidate));
  if (free) return free;
  let counter = 2;
  while (taken.has(`${base}-${counter}`)) counter += 1;
  return `${base}-${counter}`;
}

function compareVenues(a: VenueWithoutId, b: VenueWithoutId): number {
  return a.name.localeCompare(b.name) || (a.dblp ?? '').localeCompare(b.dblp ?? '');
}
