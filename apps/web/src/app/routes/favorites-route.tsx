import { Download, ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../config/paths';
import { DeadlineText } from '../../components/venue/deadline-text';
import { RankBadges } from '../../components/venue/rank-badges';
import { VenueHeading } from '../../components/venue/venue-heading';
import { useDeleteFavorite } from '../../features/favorites/api/delete-favorite';
import { useFavorites } from '../../features/favorites/api/list-favorites';
import { favoritesToCsv } from '../../features/favorites/utils/favorites-to-csv';

function downloadCsv(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'venuescout-favorites.csv',
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** `/favorites`: saved venues with their next deadlines; remove, open, export. */
export function FavoritesRoute() {
  const favorites = useFavorites();
  const remove = useDeleteFavorite();
  return (
    <PageContainer
      title="Favorite CFPs"
      description="The venues you saved, with their next deadline."
      width="wide"
    >
      {favorites.isPending ? (
        <LoadingState label="Loading favorites…" />
      ) : favorites.isError ? (
        <ErrorState
          title="Could not load favorites"
          message="Please try again."
          onRetry={() => void favorites.refetch()}
        />
      ) : favorites.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          <p>No favorites yet.</p>
          <Link to={paths.submit} className={buttonClassName({ className: 'mt-4' })}>
            Find Matching CFPs
          </Link>
        </div>
      ) : (
        <>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary', className: 'mb-4' })}
            onClick={() => downloadCsv(favoritesToCsv(favorites.data.items))}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </button>
          <ul className="space-y-3" aria-label="Favorites">
            {favorites.data.items.map(({ venue }) => (
              <li
                key={venue.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <VenueHeading venue={venue} />
                  <RankBadges ranks={venue.ranks} />
                  <DeadlineText deadline={venue.nextDeadline} isRolling={venue.isRolling} />
                </div>
                <div className="flex flex-wrap gap-2">
                  {venue.url ? (
                    <a
                      href={venue.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClassName({ variant: 'secondary' })}
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      Open
                    </a>
                  ) : null}
                  <button
                    type="button"
                    className={buttonClassName({ variant: 'secondary' })}
                    disabled={remove.isPending}
                    aria-label={`Remove ${venue.acronym || venue.name} from favorites`}
                    onClick={() => remove.mutate(venue.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}
