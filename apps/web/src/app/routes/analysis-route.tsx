import { Download, Pencil, SlidersHorizontal } from 'lucide-react';
import { messages } from '@venuescout/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { FormAlert } from '../../components/ui/form-alert';
import { LimitReachedAlert } from '../../components/limit-reached-alert';
import { editAnalysisPath } from '../../config/paths';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { useAddFavorite } from '../../features/favorites/api/add-favorite';
import { useFavorites } from '../../features/favorites/api/list-favorites';
import { useNow } from '../../components/venue/deadline-text';
import { DismissButton } from '../../features/matches/components/dismiss-button';
import { DismissedNotice } from '../../features/matches/components/dismissed-notice';
import { MatchCard } from '../../features/matches/components/match-card';
import { MatchListCount } from '../../features/matches/components/match-list-count';
import { ShowMoreMatches } from '../../features/matches/components/show-more-matches';
import { useMatchList } from '../../features/matches/hooks/use-match-list';
import { CoverageNotice, RelevanceExplanation } from '../../features/matches/components/match-evidence';
import { MatchFiltersPanel } from '../../features/matches/components/match-filters';
import { defaultMatchFilters } from '../../features/matches/utils/filter-matches';
import { useAnalysis } from '../../features/analyses/api/get-analysis';
import { CompareBar } from '../../features/compare/components/compare-bar';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { useCompareSelection } from '../../features/compare/hooks/use-compare-selection';
import { useDismissals } from '../../features/analyses/hooks/use-dismissals';
import { ApiRequestError } from '../../lib/api-request-error';
import { AnalysisPageState } from '../analysis-page-state';

/** `/matches/:analysisId`: one analysis's ranked venues with filters, advice, favourites and exports. */
export function AnalysisRoute() {
  const { analysisId = '' } = useParams();
  const analysis = useAnalysis(analysisId);
  const favorites = useFavorites();
  const addFavorite = useAddFavorite();
  const me = useSignedInMe();
  const now = useNow();
  const [filters, setFilters] = useState(defaultMatchFilters);
  const compare = useCompareSelection();
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The venue whose "Save to favorites" the plan refused: the message shows on that card.
  const [limitedVenueId, setLimitedVenueId] = useState<string | null>(null);
  const list = useMatchList({
    matches: analysis.data?.matches ?? [],
    dismissedVenueIds: analysis.data?.dismissedVenueIds ?? [],
    filters,
    now,
  });
  const dismissals = useDismissals(analysisId, { onRestored: list.focusWhenShown });

  if (!analysis.data) return <AnalysisPageState analysis={analysis} />;
  const { submission, researchAreas, coverage, dismissedVenueIds } = analysis.data;
  const shown = list.visible;
  const saved = new Set(favorites.data?.items.map((item) => item.venue.id));
  const { currentFavorites, maxFavorites } = me.limits;
  const save = (venueId: string) => {
    setNotice(null);
    setLimitedVenueId(null);
    // The server enforces the limit too; known in advance, it needs no request.
    if (maxFavorites !== null && currentFavorites >= maxFavorites) {
      setLimitedVenueId(venueId);
      return;
    }
    addFavorite.mutate(venueId, {
      onSuccess: () => setNotice({ tone: 'success', text: 'CFP saved to favorites!' }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'LIMIT_REACHED') setLimitedVenueId(venueId);
        else setNotice({ tone: 'error', text: 'Failed to save CFP to favorites' });
      },
    });
  };

  return (
    <PageContainer
      title="Matching CFPs"
      description={`For “${submission.title}” (${submission.theme})`}
      width="wide"
    >
      <CoverageNotice coverage={coverage} />
      <section aria-labelledby="areas" className="mb-6">
        <h2 id="areas" className="text-sm font-semibold text-slate-900">
          Research areas
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {researchAreas.map((area) => (
            <li key={area} className="rounded-full bg-indigo-100 px-3 py-1 text-sm text-indigo-900">
              {area}
            </li>
          ))}
        </ul>
      </section>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          aria-expanded={isFilterOpen}
          aria-controls="match-filters"
          onClick={() => setIsFilterOpen(!isFilterOpen)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
        </button>
        <a
          href={`/api/submissions/${submission.id}/export.csv`}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
        <a
          href={`/api/submissions/${submission.id}/export.pdf`}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Export PDF
        </a>
        <Link to={editAnalysisPath(submission.id)} className={buttonClassName({ variant: 'secondary' })}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit and re-run
        </Link>
        <MatchListCount
          shown={shown.length}
          total={list.all.length}
          dismissedCount={list.dismissedCount}
          isDismissedShown={list.isDismissedShown}
          onToggleDismissed={list.toggleDismissedShown}
        />
      </div>
      <RelevanceExplanation />
      {isFilterOpen ? (
        <div className="mb-4">
          <MatchFiltersPanel id="match-filters" filters={filters} onChange={setFilters} />
        </div>
      ) : null}
      {notice ? (
        <div className="mb-4">
          <FormAlert tone={notice.tone}>{notice.text}</FormAlert>
        </div>
      ) : null}
      {dismissals.error ? (
        <div className="mb-4">
          <FormAlert tone="error">{dismissals.error}</FormAlert>
        </div>
      ) : null}
      {dismissals.lastDismissed ? (
        <div className="mb-4">
          <DismissedNotice
            venueName={dismissals.lastDismissed.acronym || dismissals.lastDismissed.name}
            isPending={dismissals.isPending}
            onUndo={() => dismissals.restore(dismissals.lastDismissed!.id)}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
          No venue of this analysis matches these filters. Clear or widen a filter to see the others.
        </p>
      ) : null}
      <ol ref={list.listRef} className="space-y-3" aria-label="Matched venues">
        {shown.map((match) => (
          <MatchCard
            key={match.venue.id}
            match={match}
            isFavorite={saved.has(match.venue.id)}
            isSaving={addFavorite.isPending}
            onSave={() => save(match.venue.id)}
            saveRefusal={
              limitedVenueId === match.venue.id ? (
                <LimitReachedAlert message={messages.favoritesLimitReached} />
              ) : null
            }
            compareToggle={
              <CompareToggle
                venue={match.venue}
                isSelected={compare.selected.includes(match.venue.id)}
                onToggle={() => compare.toggle(match.venue.id)}
              />
            }
            dismissAction={
              <DismissButton
                venue={match.venue}
                isDismissed={dismissedVenueIds.includes(match.venue.id)}
                isPending={dismissals.isPending}
                onDismiss={() => dismissals.dismiss(match.venue)}
                onRestore={() => dismissals.restore(match.venue.id)}
              />
            }
          />
        ))}
      </ol>
      <ShowMoreMatches hidden={list.all.length - shown.length} onShowMore={list.showMore} />
      <CompareBar
        analysisId={submission.id}
        selected={compare.selected}
        isRefused={compare.isRefused}
        onClear={compare.clear}
      />
    </PageContainer>
  );
}
