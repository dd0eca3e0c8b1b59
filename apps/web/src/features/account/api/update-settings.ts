import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsInputSchema, type SettingsInput } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Changes the user's preferences. */
export function updateSettings(input: SettingsInput) {
  return apiClient.patch('/api/settings', input, SettingsInputSchema);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
