import type { EditionDates } from '../model/venue.ts';
import { readIsoDate, readText } from './import-collector.ts';
import { parseDateRangeText } from './parse-date-range-text.ts';

/**
 * Reads an edition's dates from a display text and ISO start/end. An end before the start (a copy-paste
 * slip seen upstream) drops the end rather than guessing which one is wrong. Without an ISO start, the
 * start and end are read from the text when it is unambiguous ("February 27 - March 3, 2023").
 */
export function readEditionDates(text: unknown, start: unknown, end: unknown): EditionDates | undefined {
  const dates: EditionDates = {};
  const display = readText(text);
  const parsed = display && readIsoDate(start) === undefined ? parseDateRangeText(display) : undefined;
  const from = parsed?.start ?? readIsoDate(start);
  const to = parsed?.end ?? readIsoDate(end);
  if (display) dates.text = display;
  if (from) dates.start = from;
  if (to && (!from || to >= from)) dates.end = to;
  return Object.keys(dates).length > 0 ? dates : undefined;
}
