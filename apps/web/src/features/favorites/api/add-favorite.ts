import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';
import { favoritesQueryKey } from './list-favorites';

/** Saves a venue; saving one already saved changes nothing. */
export function addFavorite(venueId: string) {
  return apiClient.post('/api/favorites', { venueId }, z.object({ venueId: z.string() }));
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
