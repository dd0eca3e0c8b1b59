import type { Deadline, DeadlineKind, Venue } from '../model/venue.ts';
import {
  estimateNextDeadline,
  SUBMISSION_KINDS,
  type EstimatedDeadline,
  type EstimateRule,
} from './estimate-next-deadline.ts';

export type { EstimateRule } from './estimate-next-deadline.ts';

export type NextDeadline =
  | {
      at: string;
      kind: DeadlineKind;
      timezone: string;
      estimated: false;
      editionYear: number;
      comment?: string;
    }
  | EstimatedDeadline;

/** Typical absolute error of each estimate rule, in whole days (see `getEstimateErrorBands`). */
export type EstimateErrorBands = Partial<Record<EstimateRule, number>>;

/**
 * Finds the earliest paper or abstract deadline strictly after `now`. When none is published, it estimates
 * one from the latest edition that had any (see `estimateNextDeadline`), naming the rule it used and, when
 * `errorBands` are given, that rule's typical error. No estimate is given from a deadline more than three
 * years old, nor for a one-off event whose name carries its year ("AAAI 2024 Spring Symposium"). Returns
 * null when there is nothing to go on.
 */
export function findNextDeadline(
  venue: Pick<Venue, 'editions'> & Partial<Pick<Venue, 'name' | 'acronym' | 'disagreements'>>,
  now: Date,
  errorBands: EstimateErrorBands = {},
): NextDeadline | null {
  const nowMs = now.getTime();
  let next: NextDeadline | null = null;
  for (const edition of venue.editions) {
    for (const deadline of edition.deadlines) {
      if (!SUBMISSION_KINDS.has(deadline.kind) || Date.parse(deadline.at) <= nowMs) continue;
      if (!next || deadline.at < next.at) next = { ...known(deadline), editionYear: edition.year };
    }
  }
  if (next) return next;
  const estimate = estimateNextDeadline(venue, nowMs);
  const errorDays = estimate ? errorBands[estimate.rule] : undefined;
  return estimate && errorDays !== undefined ? { ...estimate, errorDays } : estimate;
}

function known(deadline: Deadline) {
  return {
    at: deadline.at,
    kind: deadline.kind,
    timezone: deadline.timezone,
    estimated: false as const,
    ...(deadline.comment ? { comment: deadline.comment } : {}),
  };
}
