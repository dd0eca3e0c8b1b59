import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../config/paths';
import { useVenue } from '../../features/catalog/api/get-venue';
import { NextDeadlineDetails } from '../../components/venue/next-deadline-details';
import { AcceptanceRateTable } from '../../features/catalog/components/acceptance-rate-table';
import { EditionList } from '../../features/catalog/components/edition-list';
import { RankBadges } from '../../components/venue/rank-badges';
import { VenueSources } from '../../features/catalog/components/venue-sources';
import { areaLabels, regionLabels } from '../../lib/area-labels';
import { ApiRequestError } from '../../lib/api-request-error';

const linkClassName = 'font-medium text-indigo-700 underline hover:text-indigo-900';

/** `/venues/<id>`: one venue with every edition, deadline, rank, link and source. */
export function VenueRoute() {
  const id = useParams()['*'] ?? '';
  const venue = useVenue(id);
  if (venue.isPending) return <LoadingState label="Loading the venue…" />;
  if (venue.isError) {
    const isMissing = venue.error instanceof ApiRequestError && venue.error.status === 404;
    return (
      <PageContainer title={isMissing ? 'Venue not found' : 'Could not load the venue'}>
        {isMissing ? (
          <p className="text-slate-700">
            There is no venue with this address in the catalog.{' '}
            <Link to={paths.venues} className={linkClassName}>
              Browse all venues
            </Link>
          </p>
        ) : (
          <ErrorState
            title="Could not load the venue"
            message="Please try again."
            onRetry={() => void venue.refetch()}
          />
        )}
      </PageContainer>
    );
  }
  const data = venue.data;
  const facts: [string, string][] = [
    ['Type', data.type === 'journal' ? 'Journal' : 'Conference'],
    ['Areas', data.areas.map((area) => areaLabels[area] ?? area).join(', ') || 'Not classified'],
    ['Region of the latest edition', data.region ? regionLabels[data.region]! : 'Unknown'],
    ...(data.h5Index !== null
      ? [
          [
            'h5-index',
            // No source states the Scholar Metrics year, so only the source is named.
            data.h5IndexSource ? `${data.h5Index} (${data.h5IndexSource.source})` : String(data.h5Index),
          ] as [string, string],
        ]
      : []),
    ...(data.aliases.length > 0 ? [['Also known as', data.aliases.join(', ')] as [string, string]] : []),
  ];
  return (
    <PageContainer title={data.acronym ? `${data.acronym} — ${data.name}` : data.name} width="wide">
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="next-deadline"
          className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-1"
        >
          <h2 id="next-deadline" className="mb-2 text-base font-semibold text-slate-900">
            Next deadline
          </h2>
          <NextDeadlineDetails venue={data} />
        </section>
        <section
          aria-labelledby="about"
          className="rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2"
        >
          <h2 id="about" className="mb-3 text-base font-semibold text-slate-900">
            About
          </h2>
          <RankBadges ranks={data.ranks} />
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 flex flex-wrap gap-4 text-sm">
            {data.url ? (
              <a href={data.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
                Home page
              </a>
            ) : null}
            {data.dblp ? (
              <a
                href={`https://dblp.org/db/${data.dblp}/`}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClassName}
              >
                dblp
              </a>
            ) : null}
          </p>
        </section>
      </div>
      <EditionList editions={data.editions} disagreements={data.disagreements} />
      <AcceptanceRateTable rates={data.acceptanceRates} />
      <VenueSources venue={data} />
    </PageContainer>
  );
}
