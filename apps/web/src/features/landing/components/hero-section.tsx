import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { SectionLink } from '../../../components/section-link';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { paths } from '../../../config/paths';
import { MatchIllustration } from './match-illustration';

/** The landing page's opening: what VenueScout does and the way in. */
export function HeroSection({ getStartedTo }: { getStartedTo: string }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-700">
            For researchers choosing a conference or journal
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Find the right venue for your paper
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Describe your paper and VenueScout ranks real conferences and journals by how well it fits, shows
            each venue&apos;s next deadline in your time zone, and suggests what to adapt before you submit.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={getStartedTo} className={buttonClassName({ size: 'lg' })}>
              Get Started Free
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <SectionLink
              section={paths.sections.features}
              className={buttonClassName({ variant: 'secondary', size: 'lg' })}
            >
              See How It Works
            </SectionLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {['Free to start', 'No credit card required'].map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <MatchIllustration />
      </div>
    </section>
  );
}
