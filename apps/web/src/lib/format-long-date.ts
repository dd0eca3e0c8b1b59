const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** An ISO-8601 instant as the specification's dates read ("March 15, 2025"), in the reader's time zone. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
