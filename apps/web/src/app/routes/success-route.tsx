import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths } from '../../config/paths';
import { findMeQueryOptions } from '../../features/auth/api/find-me';

/** How often, and for how long, the page asks whether the payment has reached the account. */
const pollEveryMs = 1500;
const pollForMs = 60_000;

/**
 * `/success`: where checkout returns. Arriving here proves nothing (anyone can open the URL), so the
 * page waits for the plan that the server synced from the provider before it says Pro is active.
 */
export function SuccessRoute() {
  const [hasTimedOut, setHasTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasTimedOut(true), pollForMs);
    return () => clearTimeout(timer);
  }, []);
  const me = useQuery({
    ...findMeQueryOptions(),
    refetchInterval: (query) => (query.state.data?.plan === 'pro' || hasTimedOut ? false : pollEveryMs),
  });
  const isPro = me.data?.plan === 'pro';

  return (
    <PageContainer title="Thank you!" documentTitle="Payment" width="narrow">
      <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {isPro ? (
          <p className="flex items-center gap-2 text-lg font-semibold text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-6" />
            Pro is active
          </p>
        ) : hasTimedOut ? (
          <p className="text-slate-700">
            We have not received the payment confirmation yet. It can take a few minutes; your profile shows
            the plan as soon as it arrives.
          </p>
        ) : (
          <p className="flex items-center gap-2 text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            Confirming your payment…
          </p>
        )}
        {isPro ? <p className="mt-2 text-slate-600">Analyses and favorites are now unlimited.</p> : null}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dashboard} className={buttonClassName({ size: 'lg' })}>
          Go to Dashboard
        </Link>
        <Link to={paths.submit} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Submit a Paper
        </Link>
      </div>
    </PageContainer>
  );
}
