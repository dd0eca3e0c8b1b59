import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format-count';
import { useCatalogStats } from '../api/get-catalog-stats';

/**
 * Claims the landing page can back up: counted from the live catalog and measured by the matcher's
 * held-out evaluation. Nothing is shown until the numbers arrive, and nothing if they cannot.
 */
export function CatalogFigures() {
  const stats = useCatalogStats();
  if (!stats.data) return null;
  const { venues, conferences, journals, venuesWithDeadline, top10HitRate, venuesWithPapers } = stats.data;
  const figures = [
    {
      value: formatCount(venues),
      label: `venues: ${formatCount(conferences)} conferences and ${journals} journals`,
    },
    {
      value: formatCount(venuesWithDeadline),
      label: 'with a published or estimated next deadline',
    },
    ...(top10HitRate === null
      ? []
      : [
          {
            value: `${Math.round(top10HitRate * 100)}%`,
            label:
              'of held-out published papers find their venue in our top 10, every venue weighted equally',
          },
        ]),
  ];
  return (
    <section aria-label="VenueScout in figures" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-center sm:grid-cols-3 sm:px-6 lg:px-8">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-indigo-700">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto max-w-3xl px-4 pb-6 text-center text-sm text-slate-600">
        Counted from the{' '}
        <Link to={paths.venues} className="font-medium text-indigo-700 underline">
          venue catalog
        </Link>{' '}
        and measured on papers the model never saw: each venue&apos;s latest year, at most 30 papers per venue
        (<code>npm run eval</code>).
        {venuesWithPapers === null
          ? null
          : ` The model learned ${formatCount(venuesWithPapers)} of the ${formatCount(venues)} venues from their published papers; the others are ranked by field, rank and name, and results say which is which.`}
      </p>
    </section>
  );
}
