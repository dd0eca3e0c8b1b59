import { messages, type Me } from '@venuescout/contracts';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

function UsageBar({ current, max }: { current: number; max: number }) {
  const percent = max === 0 ? 100 : Math.min(100, Math.round((current / max) * 100));
  return (
    <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-100">
      <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The plan and how much of it is used, in the specification's words: "Free plan: x/y submissions
 * used" and "x/y favorites used", or "Pro plan: unlimited".
 */
export function PlanUsageCard({ plan, limits }: Pick<Me, 'plan' | 'limits'>) {
  const { currentSubmissions, maxSubmissions, currentFavorites, maxFavorites } = limits;
  return (
    <section
      aria-labelledby="plan-usage-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="plan-usage-heading" className="text-lg font-semibold text-slate-900">
        Your plan
      </h2>
      {maxSubmissions === null || maxFavorites === null ? (
        <div className="mt-4 space-y-1 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{messages.proUnlimited}</p>
          <p>
            {currentSubmissions} submissions and {currentFavorites} favorites so far
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4 text-sm text-slate-700">
          <div>
            <p>
              Free plan: {currentSubmissions}/{maxSubmissions} submissions used
            </p>
            <UsageBar current={currentSubmissions} max={maxSubmissions} />
          </div>
          <div>
            <p>
              {currentFavorites}/{maxFavorites} favorites used
            </p>
            <UsageBar current={currentFavorites} max={maxFavorites} />
          </div>
        </div>
      )}
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
