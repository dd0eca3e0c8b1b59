import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxMessageSchema } from '@venuescout/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** The development outbox, newest first. The server answers 404 outside development. */
export function listOutboxMessages() {
  return apiClient.get('/api/dev/mailbox', z.array(OutboxMessageSchema));
}

export const listOutboxMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: listOutboxMessages,
    // Messages arrive from background jobs; polling saves a developer from pressing Refresh.
    refetchInterval: 5_000,
  });

export function useOutboxMessages() {
  return useQuery(listOutboxMessagesQueryOptions());
}
