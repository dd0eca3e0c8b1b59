import type { PublishedTime } from './venues.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The published day, "25 Nov 2026". Reads the parts only: the day was decided in the venue's zone. */
export function formatPublishedDate(published: Pick<PublishedTime, 'date'>): string {
  const [year, month, day] = published.date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The published day, time and zone, "25 Nov 2026, 17:00 PT": a deadline in the venue's own terms. */
export function formatPublishedTime(published: PublishedTime): string {
  return `${formatPublishedDate(published)}, ${published.time} ${published.zone}`;
}
