import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Logo } from './logo';

type AuthCardProps = { title: string; description: string; footer?: ReactNode; children: ReactNode };

/** The card that holds the sign-in, registration and password-reset forms. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <title>{`${title} · VenueScout`}</title>
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1.5 text-slate-600">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
    </div>
  );
}
