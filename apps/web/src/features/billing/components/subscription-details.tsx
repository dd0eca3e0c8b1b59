import { messages, type Me } from '@venuescout/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format-long-date';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useResumeSubscription } from '../api/resume-subscription';

/** What cancelling does: Pro runs to the end of the period already paid, with either provider. */
function cancelEffect(me: Me): string {
  const periodEnd = me.subscription?.currentPeriodEnd;
  if (periodEnd) {
    return `Pro stays active until ${formatLongDate(periodEnd)}, then your account returns to the free plan.`;
  }
  return 'Your account returns to the free plan at the end of the paid period.';
}

/** The plan on the profile: its name, renewal or end date, and the ways to manage or cancel it. */
export function SubscriptionDetails({ me }: { me: Me }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useOpenBillingPortal();
  const resume = useResumeSubscription();
  const { subscription } = me;

  if (me.plan === 'free' || !subscription) {
    return (
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        <p>
          Free plan: {me.limits.currentSubmissions}/{me.limits.maxSubmissions} submissions used,{' '}
          {me.limits.currentFavorites}/{me.limits.maxFavorites} favorites used.
        </p>
        <Link to={paths.pricing} className={buttonClassName()}>
          Upgrade to Pro
        </Link>
      </div>
    );
  }

  const { currentPeriodEnd } = subscription;
  return (
    <div className="mt-3 space-y-3 text-sm text-slate-700">
      <p className="font-medium text-slate-900">
        {messages.proUnlimited}
        {subscription.provider === 'test' ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            TEST MODE
          </span>
        ) : null}
      </p>
      {me.cancelAt ? (
        <p>
          Pro until {formatLongDate(me.cancelAt)}. It will not renew; after that date your account returns to
          the free plan.
        </p>
      ) : currentPeriodEnd ? (
        <p>Renews on {formatLongDate(currentPeriodEnd)}.</p>
      ) : null}
      {cancel.isError || portal.isError || resume.isError ? (
        <FormAlert tone="error">
          {(cancel.error ?? portal.error ?? resume.error)?.message ||
            'The payment provider could not be reached.'}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {subscription.hasPortal ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate()}
          >
            Manage subscription
          </button>
        ) : null}
        {me.cancelAt ? (
          <button
            type="button"
            className={buttonClassName()}
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
          >
            Keep Pro (resume subscription)
          </button>
        ) : null}
        {me.cancelAt || isConfirming ? null : (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => setIsConfirming(true)}
          >
            Cancel subscription
          </button>
        )}
      </div>
      {isConfirming && !me.cancelAt ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-900">{cancelEffect(me)}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClassName({ variant: 'danger' })}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setIsConfirming(false) })}
            >
              Yes, cancel Pro
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => setIsConfirming(false)}
            >
              Keep Pro
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
