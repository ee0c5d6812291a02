import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { TimePreferenceRequest } from '@coaching/shared/schemas/time-preference';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const saveTimePreference = (body: TimePreferenceRequest) =>
  api.post<OkAnswer>('contact/time-preference', body);

/** The profile's contact flags show the saved choice, so it is reloaded. */
export function useSaveTimePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimePreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
