import { ArrowLeft, CalendarRange } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { analysisPath, planPath } from '../../config/paths';
import { useAnalysis } from '../../features/analyses/api/get-analysis';
import { ComparedVenue } from '../../features/compare/components/compared-venue';
import { MIN_COMPARED, readComparedVenueIds } from '../../features/compare/utils/compare-selection';
import { MatchFit } from '../../features/matches/components/match-evidence';
import { SimilarPapers } from '../../features/matches/components/similar-papers';
import { AnalysisPageState } from '../analysis-page-state';
import { useLiveVenues } from '../compare/use-live-venues';

const columnClasses = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** `/matches/:analysisId/compare?venues=…`: two to four of an analysis's venues side by side. */
export function CompareRoute() {
  const { analysisId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const analysis = useAnalysis(analysisId);
  const matches = analysis.data?.matches ?? [];
  const venueIds = readComparedVenueIds(
    searchParams.get('venues'),
    matches.map((match) => match.venue.id),
  );
  const live = useLiveVenues(venueIds);

  if (!analysis.data) return <AnalysisPageState analysis={analysis} />;
  const compared = venueIds.flatMap((id) => {
    const index = matches.findIndex((match) => match.venue.id === id);
    const match = matches[index];
    return match ? [{ match, place: index + 1 }] : [];
  });
  return (
    <PageContainer title="Compare venues" description={`For “${analysis.data.submission.title}”`}>
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to={analysisPath(analysisId)} className={buttonClassName({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the results
        </Link>
        <Link to={planPath(analysisId, venueIds)} className={buttonClassName({ variant: 'secondary' })}>
          <CalendarRange aria-hidden="true" className="size-4" />
          Plan submissions
        </Link>
      </div>
      {compared.length < MIN_COMPARED ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          Tick two to four venues on the results page to compare them.
        </p>
      ) : (
        <ul
          aria-label="Compared venues"
          className={`grid gap-x-4 gap-y-2 md:grid-cols-2 ${columnClasses[compared.length as 2 | 3 | 4]}`}
        >
          {compared.map(({ match, place }) => (
            <ComparedVenue
              key={match.venue.id}
              match={match}
              place={place}
              venue={live.get(match.venue.id) ?? match.venue}
              fit={<MatchFit match={match} />}
              similarPapers={<SimilarPapers papers={match.explanation.similarPapers} />}
            />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
