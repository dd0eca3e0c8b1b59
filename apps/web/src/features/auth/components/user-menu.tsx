import { ChevronDown, Settings } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { getEmailLocalPart } from '../../../lib/get-email-local-part';
import { SignOutButton } from './sign-out-button';

// The panel clips its overflow for the rounded corners, so the focus ring is drawn inside each item.
const itemClassName =
  'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 ' +
  'hover:text-slate-900 focus-visible:-outline-offset-2';

/** The signed-in user's menu in the header: Profile Settings and Sign Out. */
export function UserMenu({ email }: { email: string }) {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so following a link or signing out closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeIfOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    // focusin catches Tab moving past the last item, so the panel never hides focus behind it.
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const name = getEmailLocalPart(email);
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenedAt(isOpen ? null : location.key)}
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 uppercase"
        >
          {name.charAt(0)}
        </span>
        <span className="sr-only">Account menu for </span>
        <span className="max-w-32 truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <p className="truncate border-b border-slate-100 px-4 py-3 text-sm text-slate-600">
            Signed in as <span className="font-medium text-slate-900">{email}</span>
          </p>
          <Link to={paths.profile} className={itemClassName}>
            <Settings aria-hidden="true" className="size-4" />
            Profile Settings
          </Link>
          <SignOutButton className={itemClassName} />
        </div>
      )}
    </div>
  );
}
