import type { EditionDates } from '../model/venue.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

type Parts = [startMonth: string, startDay: string, endMonth: string, endDay: string, year: string];

/** The shapes the sources write, each read into month and day of both ends plus the year. */
const SHAPES: [RegExp, (match: RegExpExecArray) => Parts][] = [
  // "February 21-25, 2022", "Oct. 6-10, 2025", "October, 9-13, 2023", "May 3, 2027"
  [
    /^([a-z]+)\.?,? (\d{1,2})(?: ?- ?(\d{1,2}))? ?,? (\d{4})$/,
    (m) => [m[1]!, m[2]!, m[1]!, m[3] ?? m[2]!, m[4]!],
  ],
  // "February 27 - March 3, 2023", "October 29-November 02, 2023"
  [/^([a-z]+)\.? (\d{1,2}) ?- ?([a-z]+)\.? (\d{1,2}),? (\d{4})$/, (m) => [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!]],
  // "29 June - 3 July, 2026"
  [/^(\d{1,2}) ([a-z]+) ?- ?(\d{1,2}) ([a-z]+),? (\d{4})$/, (m) => [m[2]!, m[1]!, m[4]!, m[3]!, m[5]!]],
];

/**
 * Reads a conference's dates from a display text into ISO `YYYY-MM-DD` start and end, only when the text
 * names one year and days that exist: a range across New Year ("December 30 - January 2, 2026") does not
 * say which year the start is in, and "April, 2024" or "TBD" name no day, so those give undefined.
 */
export function parseDateRangeText(text: string): Required<Pick<EditionDates, 'start' | 'end'>> | undefined {
  const normal = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const parts = SHAPES.map(([pattern, read]) => {
    const match = pattern.exec(normal);
    return match ? read(match) : undefined;
  }).find((found) => found !== undefined);
  if (!parts) return undefined;
  const [startMonth, startDay, endMonth, endDay, year] = parts;
  const start = toIsoDate(Number(year), startMonth, Number(startDay));
  const end = toIsoDate(Number(year), endMonth, Number(endDay));
  if (!start || !end || end < start) return undefined;
  return { start, end };
}

function toIsoDate(year: number, monthName: string, day: number): string | undefined {
  const month = readMonth(monthName);
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** "feb", "feb." and "february" are February; "sept" is September; anything else is no month. */
function readMonth(name: string): number | undefined {
  const index = MONTHS.findIndex((prefix) => name.startsWith(prefix));
  if (index < 0) return undefined;
  const full = new Date(Date.UTC(2000, index, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return full.toLowerCase().startsWith(name) || name === 'sept' ? index : undefined;
}
