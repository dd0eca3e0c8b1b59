/** How long before its conference a call for papers can close: ARR cycles and PVLDB rounds reach ~15. */
export const EDITION_WINDOW_MONTHS = 18;

/**
 * Whether a paper or abstract deadline can belong to the edition of `year`: before the conference opens
 * (`start`, when known and in that year; else before the year ends) and no more than 18 months before it
 * (or before 1 January of that year). Outside that window the deadline is another edition's.
 */
export function isDeadlineInEditionWindow(at: string, year: number, start?: string): boolean {
  const opens = start?.startsWith(`${year}-`) ? start : undefined;
  const latest = Date.parse(opens ? `${opens}T23:59:59.999Z` : `${year + 1}-01-01T00:00:00Z`);
  const earliest = new Date(Date.parse(opens ? `${opens}T00:00:00Z` : `${year}-01-01T00:00:00Z`));
  earliest.setUTCMonth(earliest.getUTCMonth() - EDITION_WINDOW_MONTHS);
  const instant = Date.parse(at);
  return instant >= earliest.getTime() && instant < latest;
}
