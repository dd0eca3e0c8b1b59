import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSettingsSchema, type SettingsInput } from '@venuescout/contracts';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

/** Changes the preferences given; the answer lists all of them. */
export function updateSettings(input: SettingsInput) {
  return apiClient.patch('/api/settings', input, UserSettingsSchema);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
