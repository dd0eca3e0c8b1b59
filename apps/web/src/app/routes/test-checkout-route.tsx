import { messages } from '@venuescout/contracts';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../config/paths';
import { useCompleteTestCheckout } from '../../features/billing/api/complete-test-checkout';
import { useTestCheckout } from '../../features/billing/api/get-test-checkout';
import { ApiRequestError } from '../../lib/api-request-error';

/**
 * `/billing/test-checkout/:sessionId`: the built-in checkout of the embedded default. It stands where
 * Stripe's payment page would, charges nothing, and says so on every view.
 */
export function TestCheckoutRoute() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const pay = useCompleteTestCheckout();
  const isPaying = pay.isPending || pay.isSuccess;

  return (
    <PageContainer title="Checkout" documentTitle="Test checkout" width="narrow">
      <div className="mx-auto max-w-md">
        <p
          role="note"
          className="flex items-center gap-2 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          TEST MODE: no card is needed and nothing is charged.
        </p>
        {checkout.isPending ? (
          <LoadingState label="Loading the checkout…" />
        ) : checkout.isError ? (
          <ErrorState
            title="This checkout does not exist"
            message="Start again from the pricing page."
            onRetry={() => void checkout.refetch()}
          />
        ) : (
          <section
            aria-labelledby="checkout-plan-heading"
            className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="checkout-plan-heading" className="text-xl font-semibold text-slate-900">
              {checkout.data.plan.name}
            </h2>
            <p className="mt-2 flex items-baseline gap-1">
              <span className="text-4xl font-bold text-slate-900">${checkout.data.plan.priceUsd}</span>
              <span className="text-slate-600">/{checkout.data.plan.interval}</span>
            </p>
            <p className="mt-2 text-sm text-slate-600">Billed to {checkout.data.email}</p>
            {checkout.data.status === 'expired' ? (
              <div className="mt-6">
                <FormAlert tone="error">
                  This checkout has expired. Start again from the pricing page.
                </FormAlert>
              </div>
            ) : null}
            {pay.isError ? (
              <div className="mt-6">
                <FormAlert tone="error">
                  {pay.error instanceof ApiRequestError && pay.error.message
                    ? pay.error.message
                    : messages.checkoutStartFailed}
                </FormAlert>
              </div>
            ) : null}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                disabled={isPaying || checkout.data.status === 'expired'}
                aria-busy={isPaying}
                onClick={() => pay.mutate(sessionId)}
                className={buttonClassName({ size: 'lg', className: 'flex-1' })}
              >
                {isPaying ? (
                  <>
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-5 animate-spin motion-reduce:animate-none"
                    />
                    Paying…
                  </>
                ) : (
                  'Pay'
                )}
              </button>
              <Link to={paths.pricing} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
                Cancel
              </Link>
            </div>
          </section>
        )}
      </div>
    </PageContainer>
  );
}
