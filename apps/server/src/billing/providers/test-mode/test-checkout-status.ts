import type { TestCheckoutView } from '../../billing-provider.ts';

/** A session's status at `now`: an open session past its expiry counts as expired before any write. */
export const testCheckoutStatus = (
  row: { status: string; expiresAt: Date },
  now: Date,
): TestCheckoutView['status'] =>
  row.status === 'open' && row.expiresAt <= now ? 'expired' : (row.status as TestCheckoutView['status']);
