import type { AccountDetails } from '@coaching/shared/schemas/account';
import type { Profile } from '@coaching/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from '../../auth/api/get-profile.ts';

export const updateAccount = (details: AccountDetails) =>
  api.put<{ data: Profile }>('mlw/account', details).then((r) => r.data);

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
