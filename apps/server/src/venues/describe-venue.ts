import type { Venue } from '@venuescout/catalog';
import { toArea } from '@venuescout/contracts';

/** A one-sentence description built only from catalog facts (no invented claims). */
export function describeVenue(venue: Venue): string {
  const areas = venue.areas.map((slug) => toArea(slug).label.toLowerCase());
  const kind = venue.type === 'journal' ? 'Journal' : 'Conference';
  const topic = areas.length > 0 ? ` on ${areas.slice(0, 3).join(', ')}` : '';
  const ranks = [
    venue.ranks.core ? `CORE ${venue.ranks.core}` : null,
    venue.ranks.ccf && venue.ranks.ccf !== 'P' ? `CCF ${venue.ranks.ccf}` : null,
  ].filter(Boolean);
  const latest = venue.editions.find((edition) => edition.place);
  const place = latest?.place ? ` Latest known edition: ${latest.year}, ${latest.place}.` : '';
  return `${kind}${topic}${ranks.length > 0 ? ` (${ranks.join(', ')})` : ''}.${place}`;
}
