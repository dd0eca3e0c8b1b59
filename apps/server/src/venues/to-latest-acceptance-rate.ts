import type { Venue } from '@venuescout/catalog';
import type { AcceptanceRate } from '@venuescout/contracts';

/** The newest year's acceptance rate, or null when no source gives one. */
export function toLatestAcceptanceRate(venue: Venue): AcceptanceRate | null {
  const rates = venue.acceptanceRates ?? [];
  return rates.reduce<AcceptanceRate | null>(
    (latest, rate) => (!latest || rate.year > latest.year ? rate : latest),
    null,
  );
}
