import { describeDeadline, describeEstimate, type NextDeadline } from '@venuescout/contracts';

/**
 * A deadline for documents, in the venue's own terms: "25 Nov 2026, 17:00 PT, paper". An estimate gives
 * its day only, how far off such estimates usually are, and the edition it repeats.
 */
export function formatDeadline(deadline: NextDeadline | null, isRolling: boolean): string {
  if (!deadline) return isRolling ? 'Rolling submissions' : 'Deadline TBA';
  const basis = deadline.estimated && deadline.basisYear ? ` (${describeEstimate(deadline.basisYear)})` : '';
  return `${describeDeadline(deadline)}, ${deadline.kind}${basis}`;
}
