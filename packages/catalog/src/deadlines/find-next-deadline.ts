import type { Deadline, DeadlineKind, Venue } from '../model/venue.ts';
import {
  estimateNextDeadline,
  preferMainTrack,
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
      /** The call it is for, when not the main one (`short papers`). */
      track?: string;
    }
  | EstimatedDeadline;

/** Typical absolute error of each estimate rule, in whole days (see `getEstimateErrorBands`). */
export type EstimateErrorBands = Partial<Record<EstimateRule, number>>;

/**
 * Finds the earliest paper or abstract deadline strictly after `now`; deadlines of the main call win over
 * other tracks' (WSDM's short papers) whenever the main call has one. When none is published, it estimates
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
  const upcoming = venue.editions.flatMap((edition) =>
    edition.deadlines
      .filter((deadline) => SUBMISSION_KINDS.has(deadline.kind) && Date.parse(deadline.at) > nowMs)
      .map((deadline) => ({ deadline, editionYear: edition.year })),
  );
  let next: NextDeadline | null = null;
  for (const { deadline, editionYear } of preferMainTrack(upcoming, ({ deadline }) => deadline)) {
    if (!next || deadline.at < next.at) next = { ...known(deadline), editionYear };
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
    ...(deadline.track ? { track: deadline.track } : {}),
  };
}
