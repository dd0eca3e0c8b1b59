import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/find-me';
import { UserMenu } from '../../features/auth/components/user-menu';
import { MobileMenu } from './mobile-menu';
import { SiteNavLinks } from './site-nav-links';

const navLinkClassName =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-indigo-700';

/**
 * Sticky site header: for visitors the landing sections, Venues and Pricing; for a signed-in researcher
 * Submit, History, Deadlines and Favorites first; and the account actions for the current session.
 */
export function SiteHeader() {
  const me = useMe();
  const isSignedIn = Boolean(me.data);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        {/* A signed-in researcher has more links, so the bar needs a wider screen before it replaces the menu. */}
        <nav aria-label="Main" className={isSignedIn ? 'hidden lg:block' : 'hidden md:block'}>
          <ul className="flex items-center gap-1">
            <SiteNavLinks linkClassName={navLinkClassName} isSignedIn={isSignedIn} />
          </ul>
        </nav>
        <div
          className={`hidden min-w-44 items-center justify-end gap-2 ${isSignedIn ? 'lg:flex' : 'md:flex'}`}
        >
          {me.data ? (
            <>
              <Link to={paths.dashboard} className={buttonClassName({ variant: 'ghost' })}>
                Dashboard
              </Link>
              <UserMenu email={me.data.user.email} />
            </>
          ) : (
            !me.isPending && (
              <>
                <Link to={paths.login} className={buttonClassName({ variant: 'ghost' })}>
                  Sign In
                </Link>
                <Link to={paths.register} className={buttonClassName()}>
                  Get Started
                </Link>
              </>
            )
          )}
        </div>
        <MobileMenu me={me.data} />
      </div>
    </header>
  );
}
