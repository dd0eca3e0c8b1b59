import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';
import { favoritesQueryKey } from './list-favorites';

/** Removes a saved venue. */
export function deleteFavorite(venueId: string) {
  return apiClient.delete(`/api/favorites/${venueId.split('/').map(encodeURIComponent).join('/')}`, z.null());
}

export function useDeleteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
