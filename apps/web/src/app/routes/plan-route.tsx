import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { useNow } from '../../components/venue/deadline-text';
import { analysisPath } from '../../config/paths';
import { useAnalysis } from '../../features/analyses/api/get-analysis';
import { FirstChoicePicker } from '../../features/compare/components/first-choice-picker';
import { PlanDateList } from '../../features/compare/components/plan-date-list';
import { PlanTimeline } from '../../features/compare/components/plan-timeline';
import { ResubmissionPath } from '../../features/compare/components/resubmission-path';
import { readComparedVenueIds } from '../../features/compare/utils/compare-selection';
import { planResubmission, type PlanVenue } from '../../features/compare/utils/plan-resubmission';
import { getPlanWindow } from '../../features/compare/utils/plan-window';
import { AnalysisPageState } from '../analysis-page-state';
import { useLiveVenues } from '../compare/use-live-venues';

/** How many of the best-ranked venues the plan always shows; venues ticked for comparison come too. */
const PLANNED_TOP_VENUES = 10;

/**
 * `/matches/:analysisId/plan?venues=…&first=…`: the next twelve months of the analysis's top venues'
 * deadlines and decisions, and the resubmission path from the first choice.
 */
export function PlanRoute() {
  const { analysisId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const analysis = useAnalysis(analysisId);
  const now = useNow();
  const matches = analysis.data?.matches ?? [];
  const picked = new Set(
    readComparedVenueIds(
      searchParams.get('venues'),
      matches.map((match) => match.venue.id),
    ),
  );
  const planned = matches.filter((match, index) => index < PLANNED_TOP_VENUES || picked.has(match.venue.id));
  const live = useLiveVenues(planned.map((match) => match.venue.id));
  const venues: PlanVenue[] = planned.map((match) => live.get(match.venue.id) ?? match.venue);
  const firstParam = searchParams.get('first');
  const firstChoiceId = venues.some((venue) => venue.id === firstParam) ? firstParam : null;
  const planWindow = getPlanWindow(now);

  if (!analysis.data) return <AnalysisPageState analysis={analysis} />;
  const plan = firstChoiceId ? planResubmission(venues, firstChoiceId, planWindow) : null;
  const pick = (venueId: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (venueId) next.set('first', venueId);
    else next.delete('first');
    setSearchParams(next, { replace: true });
  };
  return (
    <PageContainer title="Plan submissions" description={`For “${analysis.data.submission.title}”`}>
      <Link to={analysisPath(analysisId)} className={buttonClassName({ variant: 'secondary' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the results
      </Link>
      <section aria-labelledby="timeline" className="mt-8 space-y-4">
        <h2 id="timeline" className="text-xl font-semibold text-slate-900">
          The next 12 months
        </h2>
        <p className="text-sm text-slate-700">
          Your {PLANNED_TOP_VENUES} best-ranked venues{picked.size > 0 ? ' and the ones you ticked' : ''}:
          when each next deadline falls and when its decision comes.
        </p>
        <PlanTimeline
          venues={venues}
          planWindow={planWindow}
          pathIds={new Set(plan?.steps.map((step) => step.venue.id))}
        />
        <PlanDateList venues={venues} planWindow={planWindow} />
      </section>
      <section aria-labelledby="resubmission" className="mt-10 space-y-4">
        <h2 id="resubmission" className="text-xl font-semibold text-slate-900">
          Resubmission path
        </h2>
        <p className="text-sm text-slate-700">
          Pick a first choice to see where the paper can go next if it is not accepted: after each decision,
          the best-ranked venue whose deadline is at least a day later.
        </p>
        <FirstChoicePicker venues={venues} value={firstChoiceId} onChange={pick} />
        {plan ? <ResubmissionPath plan={plan} /> : null}
      </section>
    </PageContainer>
  );
}
