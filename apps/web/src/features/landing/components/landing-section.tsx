import type { ReactNode } from 'react';
import type { LandingSection as SectionId } from '../../../config/paths';

type LandingSectionProps = {
  id: SectionId;
  eyebrow: string;
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
};

/** A landing page section that navigation can scroll to and focus. */
export function LandingSection({ id, eyebrow, title, intro, className = '', children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    // scroll-mt keeps the heading clear of the sticky header after scrolling.
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`scroll-mt-16 py-20 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{intro}</p>
        </div>
        <div className="mt-14">{children}</div>
      </div>
    </section>
  );
}
