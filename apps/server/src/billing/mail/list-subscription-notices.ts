/** A subscription as the app stores it, reduced to what decides which e-mail its change deserves. */
export interface StoredSubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
}

/** An e-mail-worthy change of one subscription, found by comparing its stored row before and after a sync. */
export type SubscriptionNotice =
  | { kind: 'receipt'; periodStart: Date; periodEnd: Date }
  | { kind: 'cancelled'; endsAt: Date }
  | { kind: 'resumed'; renewsAt: Date };

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * What to tell the user about one subscription the sync has just written: a receipt when a paid period
 * starts (the subscription became active, or it renewed into a new period), a confirmation when it was
 * set to end, and a note when that end was undone. A trial is not a payment and gets no receipt. The
 * same state written twice yields nothing, which is what keeps a retried sync from mailing again.
 */
export function listSubscriptionNotices(
  before: StoredSubscriptionState | undefined,
  after: StoredSubscriptionState,
  now: Date,
): SubscriptionNotice[] {
  if (after.status !== 'active' && after.status !== 'trialing') return [];
  const notices: SubscriptionNotice[] = [];
  const periodEnd = after.currentPeriodEnd;
  const isNewPaidPeriod =
    after.status === 'active' &&
    periodEnd !== null &&
    (before?.status !== 'active' || !sameInstant(before.currentPeriodEnd, periodEnd));
  if (isNewPaidPeriod) {
    // A renewal's period starts where the last one ended; a first payment starts now.
    const previousEnd = before?.status === 'active' ? before.currentPeriodEnd : null;
    notices.push({ kind: 'receipt', periodStart: previousEnd ?? now, periodEnd });
  }
  const cancelAtBefore = before?.cancelAt ?? null;
  if (after.cancelAt && !sameInstant(cancelAtBefore, after.cancelAt)) {
    notices.push({ kind: 'cancelled', endsAt: after.cancelAt });
  } else if (before && cancelAtBefore && !after.cancelAt && periodEnd) {
    notices.push({ kind: 'resumed', renewsAt: periodEnd });
  }
  return notices;
}
