import type { LoginForm } from '@coaching/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { claimThisBrowserForPush } from '../../../lib/signed-in-browser.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { getProfile, profileQuery, signedInAs } from './get-profile.ts';

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

const dashboardCode = () => import('./get-dashboard.ts');

/**
 * `dashboard`: the sign-in goes on to the dashboard, whose lists then come with the profile in one
 * request; `page`: it stays on or returns to another page, which loads its own.
 */
export function useLogIn(landing: 'dashboard' | 'page') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // Its code loads while the token is asked for, not after.
    onMutate: () => void (landing === 'dashboard' && dashboardCode()),
    // The profile is loaded before the token is stored, so the app switches to logged in only once.
    onSuccess: async (answer) => {
      const token = answer.access_token;
      // Should the dashboard's answer (or its code) fail, the profile alone signs in, as on other pages.
      const profile =
        landing === 'dashboard'
          ? await dashboardCode()
              .then((code) => code.signInToDashboard(queryClient, token))
              .catch(() => getProfile(token))
          : await getProfile(token);
      queryClient.setQueryData(profileQuery.queryKey, signedInAs(profile));
      tokenStorage.set(answer.access_token);
      // Nothing waits for it: should it fail, the browser notifies the last client until next time.
      void claimThisBrowserForPush().catch(() => undefined);
    },
  });
}
