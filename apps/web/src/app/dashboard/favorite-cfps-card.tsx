import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths, venuePath } from '../../config/paths';
import { useFavorites } from '../../features/favorites/api/list-favorites';
import { DashboardCard } from './dashboard-card';

/** The first three favourites; each opens the venue's site in a new tab. */
export function FavoriteCfpsCard() {
  const favorites = useFavorites();
  const items = favorites.data?.items.slice(0, 3) ?? [];
  return (
    <DashboardCard id="favorite-cfps" title="Favorite CFPs" linkLabel="View All" linkTo={paths.favorites}>
      {favorites.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : items.length === 0 ? (
        <div className="text-sm text-slate-600">
          <p>No favorites yet.</p>
          <Link to={paths.submit} className={buttonClassName({ className: 'mt-3' })}>
            Find Matching CFPs
          </Link>
        </div>
      ) : (
        <ul className="space-y-2 text-sm">
          {items.map(({ venue }) => (
            <li key={venue.id}>
              {venue.url ? (
                <a
                  href={venue.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-slate-900 hover:underline"
                >
                  {venue.acronym || venue.name}
                </a>
              ) : (
                <Link to={venuePath(venue.id)} className="font-medium text-slate-900 hover:underline">
                  {venue.acronym || venue.name}
                </Link>
              )}
              <span className="block text-slate-600">{venue.name}</span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
