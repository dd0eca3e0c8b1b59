import type { Me } from '@venuescout/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const formatUsage = (current: number, max: number | null) =>
  max === null ? `${current}` : `${current}/${max}`;

function UsageBar({ current, max }: { current: number; max: number | null }) {
  if (max === null) return null;
  const percent = max === 0 ? 100 : Math.min(100, Math.round((current / max) * 100));
  return (
    <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-100">
      <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The plan and how much of it is used, in the specification's words ("Free plan: x/y submissions used"). */
export function PlanUsageCard({ plan, limits }: Pick<Me, 'plan' | 'limits'>) {
  const planName = plan === 'pro' ? 'Pro' : 'Free';
  return (
    <section
      aria-labelledby="plan-usage-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="plan-usage-heading" className="text-lg font-semibold text-slate-900">
        Your plan
      </h2>
      <div className="mt-4 space-y-4 text-sm text-slate-700">
        <div>
          <p>
            {planName} plan: {formatUsage(limits.currentSubmissions, limits.maxSubmissions)} submissions used
          </p>
          <UsageBar current={limits.currentSubmissions} max={limits.maxSubmissions} />
        </div>
        <div>
          <p>{formatUsage(limits.currentFavorites, limits.maxFavorites)} favorites used</p>
          <UsageBar current={limits.currentFavorites} max={limits.maxFavorites} />
        </div>
      </div>
      {plan === 'free' && (
        <Link
          to={paths.pricing}
          className="mt-5 inline-block text-sm font-medium text-indigo-700 hover:underline"
        >
          Upgrade to Pro for unlimited use
        </Link>
      )}
    </section>
  );
}
