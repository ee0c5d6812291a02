import type { ContactMethodRequest } from '@coaching/shared/schemas/contact-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from '../../auth/api/get-profile.ts';

export const saveContactMethod = (request: ContactMethodRequest) =>
  api.post<{ data: string }>('contact/method-preference', request);

export function useSaveContactMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
