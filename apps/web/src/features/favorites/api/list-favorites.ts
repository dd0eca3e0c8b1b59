import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteListSchema } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;

/** The user's saved venues, newest first. */
export function listFavorites() {
  return apiClient.get('/api/favorites', FavoriteListSchema);
}

export const listFavoritesQueryOptions = () =>
  queryOptions({ queryKey: favoritesQueryKey, queryFn: listFavorites });

export function useFavorites() {
  return useQuery(listFavoritesQueryOptions());
}
