import type { AcceptanceRate } from '@venuescout/contracts';

/** "23.5 % (2025, source)", the way venue cards write it, or that no source gives one. */
export function describeAcceptanceRate(rate: AcceptanceRate | null): string {
  if (!rate) return 'No source gives one';
  return `${(rate.rate * 100).toFixed(1)} % (${rate.year}, ${rate.source})`;
}
