/** The IANA zone whose wall clock is Anywhere on Earth (UTC−12; the sign is POSIX's, reversed). */
export const AOE_TIME_ZONE = 'Etc/GMT+12';

// "AoE", "Anywhere on Earth", "UTC-12", "GMT-12:00", "UTC−12" (a minus sign), "Etc/GMT+12".
const aoeLabel = /^(?:aoe|anywhere on earth|(?:utc|gmt)\s*[-−]\s*12(?::?00)?h?|etc\/gmt\+12)$/i;

/**
 * Whether a published time-zone label means Anywhere on Earth: the one rule the web app, the CSV and
 * PDF exports and the calendars share, so a deadline is shown in AoE everywhere or nowhere. An
 * explanation in brackets is ignored: "AoE (UTC-12h)" is AoE.
 */
export function isAnywhereOnEarth(timezone: string): boolean {
  const bare = timezone.trim().replace(/\s*\(.*\)\s*$/, '');
  return aoeLabel.test(bare === '' ? timezone.trim() : bare);
}
