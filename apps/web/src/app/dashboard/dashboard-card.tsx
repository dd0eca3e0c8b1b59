import type { ReactNode } from 'react';
import { Link } from 'react-router';

type DashboardCardProps = {
  id: string;
  title: string;
  linkLabel: string;
  linkTo: string;
  children: ReactNode;
};

/** A titled dashboard card with a "see all" link. */
export function DashboardCard({ id, title, linkLabel, linkTo, children }: DashboardCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={linkTo} className="text-sm font-medium text-indigo-700 hover:underline">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
