import type { LoginForm } from '@coaching/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientOwner, discardDraftsNotOwnedBy } from '../../../lib/kept-drafts.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { getProfile, profileQuery } from './get-profile.ts';

type TokenAnswer = { access_token: string; token_type: 'Bearer'; expires_in: number };

export function logIn(values: LoginForm) {
  return api.post<TokenAnswer>(
    'oauth/token',
    {
      username: values.email,
      password: values.password,
      dob: values.dob,
      grant_type: 'password',
      client_id: 'web',
      provider: 'clients',
      scope: '*',
    },
    { signInAgain: false },
  );
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // The profile is loaded before the token is stored, so the app switches to logged in only once.
    onSuccess: async (answer) => {
      const profile = await getProfile(answer.access_token);
      discardDraftsNotOwnedBy(clientOwner(profile.id));
      queryClient.setQueryData(profileQuery.queryKey, profile);
      tokenStorage.set(answer.access_token);
    },
  });
}
