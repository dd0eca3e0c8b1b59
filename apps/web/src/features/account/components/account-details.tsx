import type { Me } from '@venuescout/contracts';
import { formatLongDate } from '../../../lib/format-long-date';

/** The account's e-mail, plan and creation date. */
export function AccountDetails({ me }: { me: Me }) {
  const rows = [
    { label: 'Email', value: me.user.email },
    { label: 'Plan', value: me.plan === 'pro' ? 'Pro' : 'Free' },
    { label: 'Member since', value: formatLongDate(me.user.createdAt) },
  ];
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
          <dd className="text-slate-900 break-all sm:col-span-2">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
