const units = [
  { seconds: 3600, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
] as const;

/**
 * A wait in words, in its largest whole unit and rounded up, so it never promises less than the real
 * wait: 700 seconds is "12 minutes", 90 minutes is "2 hours".
 */
export function describeWait(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const unit = units.find((candidate) => wait >= candidate.seconds) ?? units[2];
  const count = Math.ceil(wait / unit.seconds);
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

/** What a rate-limited request is told, with the wait the server gave in Retry-After. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`;
}
