import type { Me } from '@venuescout/contracts';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths } from '../../config/paths';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { SiteNavLinks } from './site-nav-links';

const linkClassName =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-indigo-700';

/** The header's menu on small screens; it mirrors the desktop links and account actions. */
export function MobileMenu({ me }: { me: Me | null | undefined }) {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (a link, signing out) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const Icon = isOpen ? X : Menu;
  return (
    <div className={me ? 'lg:hidden' : 'md:hidden'}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedAt(isOpen ? null : location.key)}
        className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Icon aria-hidden="true" className="size-6" />
        <span className="sr-only">Menu</span>
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
        >
          <nav aria-label="Main">
            <ul className="space-y-1">
              <SiteNavLinks linkClassName={linkClassName} isSignedIn={Boolean(me)} />
            </ul>
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {me ? (
              <div className="space-y-1">
                <p className="truncate px-3 pb-1 text-sm text-slate-600">
                  Signed in as <span className="font-medium text-slate-900">{me.user.email}</span>
                </p>
                <Link to={paths.dashboard} className={linkClassName}>
                  Dashboard
                </Link>
                <Link to={paths.profile} className={linkClassName}>
                  Profile Settings
                </Link>
                <SignOutButton className={`${linkClassName} flex w-full items-center gap-2 text-left`} />
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <Link to={paths.login} className={buttonClassName({ variant: 'secondary' })}>
                  Sign In
                </Link>
                <Link to={paths.register} className={buttonClassName()}>
                  Get Started
                </Link>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
