import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Issues a new private calendar feed URL; the old one stops working. */
export function rotateCalendarFeed() {
  return apiClient.post('/api/calendar/feed/rotate', {}, z.object({ calendarFeedUrl: z.string() }));
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
