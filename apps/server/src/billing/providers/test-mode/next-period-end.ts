/** `from` moved by whole calendar months in UTC, on the same day or the month's last day if shorter. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/**
 * Where a monthly period that ended at `end` stands at `now` after renewing each month: the first
 * monthly step from `end` that lies after `now`. Steps are counted from `end`, so a period that ended
 * on the 31st renews on the 30th in April and on the 31st again in May.
 */
export function nextPeriodEnd(end: Date, now: Date): Date {
  let months = 1;
  while (addMonths(end, months) <= now) months += 1;
  return addMonths(end, months);
}
