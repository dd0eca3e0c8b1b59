/** The span the plan view draws: from now to the same moment twelve months later. */
export type PlanWindow = { start: Date; end: Date };

/** Twelve months from `now`: the same instant one year later. */
export function getPlanWindow(now: Date): PlanWindow {
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start: now, end };
}

/** Whether an instant (ISO-8601) lies inside the window, its start and end included. */
export function isInPlanWindow(at: string, planWindow: PlanWindow): boolean {
  const time = Date.parse(at);
  return time >= planWindow.start.getTime() && time <= planWindow.end.getTime();
}

/** Where an instant falls across the window, from 0 (start) to 100 (end) percent. */
export function toWindowPercent(at: string, planWindow: PlanWindow): number {
  const span = planWindow.end.getTime() - planWindow.start.getTime();
  const percent = ((Date.parse(at) - planWindow.start.getTime()) / span) * 100;
  return Math.min(100, Math.max(0, percent));
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** The first day of each month inside the window (UTC), labelled "Mar", and "Jan 2028" at a new year. */
export function listMonthTicks(planWindow: PlanWindow): { at: string; label: string }[] {
  const ticks: { at: string; label: string }[] = [];
  const start = planWindow.start;
  for (let month = 1; month <= 12; month += 1) {
    const tick = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + month, 1));
    if (tick > planWindow.end) break;
    const name = monthName.format(tick);
    ticks.push({
      at: tick.toISOString(),
      label: tick.getUTCMonth() === 0 ? `${name} ${tick.getUTCFullYear()}` : name,
    });
  }
  return ticks;
}
