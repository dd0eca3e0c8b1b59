import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The brand mark, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-slate-900' : 'text-white'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path
          d="M9 21.5 16 8l7 13.5M11.6 16.5h8.8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="24.5" r="1.6" fill="#fff" />
      </svg>
      VenueScout
    </Link>
  );
}
