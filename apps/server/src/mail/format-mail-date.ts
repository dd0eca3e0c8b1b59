const mailDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day as e-mails name it, in UTC since the server knows no reader's time zone: "26 December 2026". */
export function formatMailDate(at: Date): string {
  return mailDate.format(at);
}

/** An instant as e-mails name it, to the minute in UTC: "26 December 2026, 14:05 UTC". */
export function formatMailTime(at: Date): string {
  const time = at.toISOString().slice(11, 16);
  return `${formatMailDate(at)}, ${time} UTC`;
}
