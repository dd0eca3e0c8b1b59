import { messages, type Me } from '@venuescout/contracts';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format-long-date';
import { useStartCheckout } from '../api/start-checkout';

/**
 * The Pro card's button: creates a checkout and sends the browser to pay. Signed-out visitors get the
 * specification's "No authentication session found" and a way to sign in that comes back here.
 */
export function UpgradeAction({ me }: { me: Me | null | undefined }) {
  const checkout = useStartCheckout();
  if (me?.plan === 'pro') {
    return (
      <div className="space-y-3 text-center">
        <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
          {me.cancelAt
            ? `You are on the Pro plan until ${formatLongDate(me.cancelAt)}.`
            : 'You are on the Pro plan.'}
        </p>
        <Link to={paths.profile} className="text-sm font-medium text-indigo-700 hover:underline">
          Manage your subscription
        </Link>
      </div>
    );
  }
  // Pending stays on after success too, while the browser leaves for the payment page.
  const isBusy = checkout.isPending || checkout.isSuccess;
  const signInPath = `${paths.login}?${new URLSearchParams({ redirectTo: paths.pricing })}`;
  return (
    <div className="space-y-3">
      {checkout.isError ? (
        <FormAlert tone="error">
          <p>{checkout.error.message || messages.checkoutStartFailed}</p>
          {checkout.error.message === messages.noAuthSession ? (
            <p className="mt-1">
              <Link to={signInPath} className="font-medium underline">
                Sign in
              </Link>{' '}
              or{' '}
              <Link to={paths.register} className="font-medium underline">
                create a free account
              </Link>{' '}
              first.
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      <button
        type="button"
        disabled={isBusy}
        aria-busy={isBusy}
        onClick={() => checkout.mutate({ isSignedIn: Boolean(me) })}
        className={buttonClassName({ size: 'lg', className: 'w-full' })}
      >
        {isBusy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            Starting checkout…
          </>
        ) : (
          'Upgrade to Pro'
        )}
      </button>
    </div>
  );
}
