import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

const maxRetries = 2;

/** The app's single query cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will answer the same way again; only network failures and 5xx are worth retrying.
      retry: (failureCount, error) =>
        failureCount < maxRetries && !(error instanceof ApiRequestError && error.status < 500),
      staleTime: 30_000,
    },
  },
});
