import { describePublishedTime, type NextDeadline as CatalogDeadline } from '@venuescout/catalog';
import type { NextDeadline } from '@venuescout/contracts';
import { presentDeadlineChange } from './deadline-change.presenter.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';

/**
 * A next deadline as the contract has it (the edition year and comment stay internal), with the recent
 * change that produced it when the caller passes one.
 */
export function toNextDeadline(
  deadline: CatalogDeadline | null,
  change: DeadlineChangeRecord | null = null,
): NextDeadline | null {
  if (!deadline) return null;
  const { at, kind, timezone } = deadline;
  const published = describePublishedTime(at, timezone);
  if (!deadline.estimated) {
    return {
      at,
      kind,
      timezone,
      estimated: false,
      published,
      ...(change ? { change: presentDeadlineChange(change) } : {}),
    };
  }
  const { basisYear, rule, errorDays } = deadline;
  return {
    at,
    kind,
    timezone,
    estimated: true,
    basisYear,
    rule,
    published,
    ...(errorDays === undefined ? {} : { errorDays }),
  };
}
