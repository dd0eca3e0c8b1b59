import type { EditionDates } from '../model/venue.ts';
import { readIsoDate, readText } from './import-collector.ts';

/**
 * Reads an edition's dates from a display text and ISO start/end. An end before the start (a copy-paste
 * slip seen upstream) drops the end rather than guessing which one is wrong.
 */
export function readEditionDates(text: unknown, start: unknown, end: unknown): EditionDates | undefined {
  const dates: EditionDates = {};
  const display = readText(text);
  const from = readIsoDate(start);
  const to = readIsoDate(end);
  if (display) dates.text = display;
  if (from) dates.start = from;
  if (to && (!from || to >= from)) dates.end = to;
  return Object.keys(dates).length > 0 ? dates : undefined;
}
