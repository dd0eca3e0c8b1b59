import type { Me } from '@venuescout/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { paths } from '../../../config/paths';

const noteClassName = 'mt-3 text-center text-sm text-slate-600';

/**
 * The Pro card's button. Checkout arrives in a later issue, so a signed-in free user sees a
 * disabled button and an honest note instead of a checkout that does nothing.
 */
export function UpgradeAction({ me }: { me: Me | null | undefined }) {
  const noteId = useId();
  if (me?.plan === 'pro') {
    return (
      <p className="rounded-lg bg-emerald-50 px-4 py-3 text-center font-medium text-emerald-800">
        You are on the Pro plan.
      </p>
    );
  }
  if (!me) {
    return (
      <>
        <Link to={paths.register} className={buttonClassName({ size: 'lg', className: 'w-full' })}>
          Get Started
        </Link>
        <p className={noteClassName}>Create a free account now. Checkout for Pro opens soon.</p>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className={buttonClassName({ size: 'lg', className: 'w-full' })}
      >
        Upgrade to Pro
      </button>
      <p id={noteId} className={noteClassName}>
        Checkout opens soon. Payments are not available yet, so nothing can be charged.
      </p>
    </>
  );
}
