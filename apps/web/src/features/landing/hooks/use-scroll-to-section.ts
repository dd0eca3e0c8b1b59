import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const readSection = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'section' in state && typeof state.section === 'string'
    ? state.section
    : null;

/**
 * Scrolls to the section named by the navigation (router state, else the hash) and moves keyboard focus
 * there, so the next Tab continues from the section rather than from the header link.
 */
export function useScrollToSection() {
  const { key, state, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // Back and forward are left to ScrollRestoration, which puts the reader where they were.
    if (navigationType === 'POP') return;
    const section = readSection(state) ?? decodeURIComponent(hash.slice(1));
    const target = section ? document.getElementById(section) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [key, state, hash, navigationType]);
}
