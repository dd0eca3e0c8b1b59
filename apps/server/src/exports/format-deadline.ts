import { AOE_TIME_ZONE, describeEstimate, isAnywhereOnEarth, type NextDeadline } from '@venuescout/contracts';

const inZone = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

/**
 * A deadline for documents: in AoE when the venue publishes AoE (UTC−12), otherwise in UTC, so the
 * reader never has to guess the zone. Estimated dates say what they are based on.
 */
export function formatDeadline(deadline: NextDeadline | null, isRolling: boolean): string {
  if (!deadline) return isRolling ? 'Rolling submissions' : 'Deadline TBA';
  const shown = isAnywhereOnEarth(deadline.timezone)
    ? `${inZone(deadline.at, AOE_TIME_ZONE)} AoE`
    : `${inZone(deadline.at, 'UTC')} UTC`;
  const estimate =
    deadline.estimated && deadline.basisYear ? ` (${describeEstimate(deadline.basisYear)})` : '';
  return `${shown}, ${deadline.kind}${estimate}`;
}
