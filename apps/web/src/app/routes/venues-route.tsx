import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { useVenues } from '../../features/catalog/api/list-venues';
import type { VenueFilters } from '../../features/catalog/api/venue-filters';
import { VenueCard } from '../../features/catalog/components/venue-card';
import { VenueFiltersPanel } from '../../features/catalog/components/venue-filters';
import { readVenueFilters } from '../../features/catalog/utils/read-venue-filters';
import { formatCount } from '../../lib/format-count';

const pageSize = 20;

/** `/venues`: browse, search and filter the whole catalog, with each venue's next deadline. */
export function VenuesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readVenueFilters(searchParams);
  const venues = useVenues(filters);
  // An answer arrives outside any transition, and a page of cards takes a few hundred milliseconds to
  // render on a phone: deferring it lets React render the cards in slices and keep input responsive.
  const venuePage = useDeferredValue(venues.data);
  const page = Number(filters.page ?? 1);

  const onChange = useCallback(
    (changes: Partial<VenueFilters>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    [setSearchParams],
  );

  const total = venuePage?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PageContainer
      title="Venues"
      description="Every conference and journal in the catalog, with its next deadline in Anywhere on Earth (UTC−12) and in your local time."
      width="wide"
    >
      <VenueFiltersPanel filters={filters} onChange={onChange} />
      <div className="mt-6" aria-live="polite" aria-busy={venues.isFetching}>
        {venues.isError ? (
          <ErrorState
            title="Could not load the venues"
            message="Please try again."
            onRetry={() => void venues.refetch()}
          />
        ) : !venuePage ? (
          <LoadingState label="Loading venues…" />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              {total === 1 ? '1 venue' : `${formatCount(total)} venues`}
              {pages > 1 ? ` · page ${page} of ${pages}` : ''}
            </p>
            {venuePage.items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
                No venue matches these filters.
              </p>
            ) : (
              <ul className="space-y-3">
                {venuePage.items.map((venue) => (
                  <VenueCard key={venue.id} venue={venue} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={page <= 1}
            onClick={() => onChange({ page: String(page - 1) })}
          >
            Previous page
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={page >= pages}
            onClick={() => onChange({ page: String(page + 1) })}
          >
            Next page
          </button>
        </nav>
      ) : null}
    </PageContainer>
  );
}
