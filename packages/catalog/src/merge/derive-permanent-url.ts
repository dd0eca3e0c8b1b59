import { getAcronymKeys } from './normalize-acronym.ts';
import { nameTokens } from './normalize-name.ts';

/** A four-digit year as a whole token, or two digits glued to a name (`fast27`, `floc26`, `ijcai-23`). */
const YEAR = /(?<![0-9])(19|20)\d{2}(?![0-9])|[a-z][-_]?2\d(?![0-9a-z])/i;
/** A host label or path segment that is a year, or a name followed by one: `2026`, `acisp2026`, `fm-2026`. */
const YEAR_PART = /^(?:(.*?)[-_]?)?(?:19|20)\d{2}$/i;
/** Folders that hold a series' editions and say nothing of their own (`iclr.cc/Conferences/2026`, `/year/2026/`). */
const CONTAINERS = new Set(['conferences', 'conference', 'events', 'event', 'conf', 'home', 'year']);
/** Words a venue's own domain adds around its name: `3dvconf`, `wsdm-conference`, `ieeevr`, `acm-stoc`. */
const DECORATION = /^(?:ieee|acm)-?|-?(?:conference|conf|ieee|acm)$/g;
const GENERIC_WORDS = new Set(['conference', 'symposium', 'workshop', 'journal', 'transactions', 'joint']);

export interface VenueNames {
  acronym: string;
  aliases: string[];
  name: string;
}

/** Whether an address names one edition: it holds a year (`/2026/`, `2026.`, `sp2027.`, `fast27`). */
export function hasEditionYear(url: string): boolean {
  return YEAR.test(url);
}

/**
 * The series' permanent address behind an edition's, or undefined when there is no safe one. A year is
 * taken off only where it is a host label or path segment of its own (or glued to the venue's acronym),
 * and the address left must still name the venue in a host label or path segment, exactly (after
 * `ieee`/`acm`/`conf` decoration): `2026.ijcai.org` → `ijcai.org`, `wsdm-conference.org/2023/` → its root,
 * `iclr.cc/Conferences/2026` → `iclr.cc/`; but `2026.aclweb.org` (ACL's organisation site, home to many
 * venues), `cyprusconferences.org/issre2026/` and `conf.researchr.org/home/icse-2027` give none.
 */
export function derivePermanentUrl(url: string, venue: VenueNames): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const keys = new Set(
    [venue.acronym, ...venue.aliases].flatMap(getAcronymKeys).filter((key) => key.length >= 2),
  );
  const namesVenue = (part: string) =>
    keys.has(part.toLowerCase().replace(DECORATION, '').replace(/[-_]/g, ''));
  const words = nameTokens(venue.name).filter((token) => !GENERIC_WORDS.has(token));
  const spellsName = (label: string) => words.length >= 2 && words.every((word) => label.includes(word));

  const labels = parsed.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  const hostYear = YEAR_PART.exec(labels[0] ?? '');
  if (hostYear) {
    if (labels.length < 3 || (hostYear[1] && !namesVenue(hostYear[1]))) return undefined;
    labels.shift();
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  const yearAt = segments.findIndex((segment) => YEAR_PART.test(segment));
  if (yearAt >= 0) {
    const prefix = YEAR_PART.exec(segments[yearAt] ?? '')?.[1];
    if (prefix && !namesVenue(prefix)) return undefined;
    segments.length = yearAt;
    while (segments.length > 0 && CONTAINERS.has(segments.at(-1)!.toLowerCase())) segments.pop();
  }
  if (!hostYear && yearAt < 0) return undefined;
  // The first label must name the venue when a year label was taken off: `aclweb` is not `acl`.
  const named = hostYear
    ? namesVenue(labels[0] ?? '')
    : labels.slice(0, -1).some((label) => namesVenue(label) || spellsName(label)) ||
      segments.some(namesVenue);
  if (!named) return undefined;
  const host =
    parsed.hostname.toLowerCase().startsWith('www.') && !hostYear
      ? `www.${labels.join('.')}`
      : labels.join('.');
  const permanent = `${parsed.protocol}//${host}/${segments.map((segment) => `${segment}/`).join('')}`;
  return hasEditionYear(permanent) ? undefined : permanent;
}
