import { limits, proPlan } from '@venuescout/contracts';
import { Check } from 'lucide-react';
import { PageContainer } from '../../components/page-container';
import { useMe } from '../../features/auth/api/find-me';
import { UpgradeAction } from '../../features/billing/components/upgrade-action';

/** `/pricing`: the Pro plan. */
export function PricingRoute() {
  const me = useMe();
  return (
    <PageContainer title="Pricing" description="Start free. Upgrade when you need more." width="narrow">
      <section
        aria-labelledby="pro-plan-heading"
        className="mx-auto max-w-md rounded-3xl border-2 border-indigo-600 bg-white p-8 shadow-xl"
      >
        <h2 id="pro-plan-heading" className="text-xl font-semibold text-slate-900">
          {proPlan.name}
        </h2>
        <p className="mt-1 text-slate-600">For researchers who submit often and want no limits.</p>
        <p className="mt-6 flex items-baseline gap-1">
          <span className="text-5xl font-bold tracking-tight text-slate-900">${proPlan.priceUsd}</span>
          <span className="text-slate-600">/{proPlan.interval}</span>
        </p>
        <ul className="mt-8 space-y-3">
          {proPlan.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-700">
              <Check aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-8">{me.isPending ? null : <UpgradeAction me={me.data} />}</div>
      </section>
      <p className="mt-8 text-center text-slate-600">
        The free plan includes {limits.freeMaxSubmissions} paper submissions and {limits.freeMaxFavorites}{' '}
        favorites, with no credit card required.
      </p>
    </PageContainer>
  );
}
