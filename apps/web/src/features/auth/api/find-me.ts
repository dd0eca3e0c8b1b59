import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-request-error';
import { meQueryKey } from '../../../lib/query-keys';
import { parseMe } from './parse-me';

/** The signed-in user, or null when signed out (the API answers 401). Other failures throw. */
export async function findMe(): Promise<Me | null> {
  try {
    return await apiClient.get('/api/me', { parse: parseMe });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const findMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: findMe });

/** Session state for the whole app: pending while restoring, null when signed out, an error otherwise. */
export function useMe() {
  return useQuery(findMeQueryOptions());
}

/** The signed-in user, for pages rendered inside `RequireAuth`, which guarantees one exists. */
export function useSignedInMe(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInMe is only for pages inside RequireAuth');
  return data;
}
