import { describePublishedTime } from '@venuescout/catalog';
import type { DeadlineChange } from '@venuescout/contracts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

const dayMs = 86_400_000;

/** Shapes a recorded deadline change as the contract has it, the old deadline in its published zone. */
export function presentDeadlineChange(record: DeadlineChangeRecord): DeadlineChange {
  const { change, previousAt, newAt, timezone, isPreviousEstimated, detectedAt } = record;
  return {
    change,
    detectedAt,
    previous: previousAt ? describePublishedTime(previousAt, timezone) : null,
    isPreviousEstimated,
    // Rounded, so a move across a daylight-saving change (23 or 25 hours a day) still counts whole days.
    days:
      change === 'published' || !previousAt
        ? null
        : Math.round((Date.parse(newAt) - Date.parse(previousAt)) / dayMs),
  };
}
