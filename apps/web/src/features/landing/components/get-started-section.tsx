import { limits } from '@venuescout/contracts';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { paths } from '../../../config/paths';

/** The closing call to action, with the free plan's limits stated plainly. */
export function GetStartedSection({ getStartedTo }: { getStartedTo: string }) {
  return (
    <section
      id={paths.sections.getStarted}
      aria-labelledby="get-started-heading"
      tabIndex={-1}
      className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="mx-auto max-w-4xl rounded-3xl bg-indigo-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to find the right venue?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Create a free account, no credit card required. The free plan includes {limits.freeMaxSubmissions}{' '}
          paper analyses and {limits.freeMaxFavorites} favorites.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={getStartedTo} className={buttonClassName({ variant: 'inverse', size: 'lg' })}>
            Get Started Free
          </Link>
          <Link to={paths.pricing} className={buttonClassName({ variant: 'inverseOutline', size: 'lg' })}>
            View Pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
