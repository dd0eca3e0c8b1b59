// "AoE", "Anywhere on Earth", "UTC-12", "GMT-12:00", "UTC−12" (a minus sign), "Etc/GMT+12".
const aoeLabel = /^(?:aoe|anywhere on earth|(?:utc|gmt)\s*[-−]\s*12(?::?00)?h?|etc\/gmt\+12)$/i;

/**
 * Whether a published time-zone label means Anywhere on Earth, for naming the zone in words (the
 * calendars say "UTC-12 (Anywhere on Earth)"). An explanation in brackets is ignored: "AoE (UTC-12h)"
 * is AoE. The day a deadline is shown on comes from the server's `published` time, not from this.
 */
export function isAnywhereOnEarth(timezone: string): boolean {
  const bare = timezone.trim().replace(/\s*\(.*\)\s*$/, '');
  return aoeLabel.test(bare === '' ? timezone.trim() : bare);
}
