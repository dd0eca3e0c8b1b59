import { describeDeadline, type Favorite } from '@venuescout/contracts';

// A cell a spreadsheet would run as a formula is prefixed with an apostrophe.
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The favourites as CSV: one row per venue with its next deadline in UTC and, last so that existing
 * columns keep their places, as the venue published it.
 */
export function favoritesToCsv(favorites: readonly Favorite[]): string {
  const header = [
    'acronym',
    'name',
    'type',
    'region',
    'core_rank',
    'ccf_rank',
    'next_deadline_utc',
    'deadline_estimated',
    'url',
    'next_deadline',
  ];
  const rows = favorites.map(({ venue }) => [
    venue.acronym,
    venue.name,
    venue.type,
    venue.region ?? '',
    venue.ranks.core ?? '',
    venue.ranks.ccf ?? '',
    venue.nextDeadline?.at ?? (venue.isRolling ? 'rolling' : 'TBA'),
    venue.nextDeadline ? String(venue.nextDeadline.estimated) : '',
    venue.url ?? '',
    venue.nextDeadline ? describeDeadline(venue.nextDeadline) : '',
  ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}
