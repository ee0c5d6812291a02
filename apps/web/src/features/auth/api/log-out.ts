import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentHeading, focusHeadingOnceShown } from '../../../components/use-focus-heading.ts';
import { api } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/**
 * Clears login state everywhere: the token is revoked on the server and local storage is emptied,
 * but for the drafts kept for the same client's next sign-in (kept-drafts.ts). Focus goes to the
 * new page's heading, as the Log out button it was on has gone.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to = '/') => {
    if (tokenStorage.get()) await api.post('oauth/logout', {}, { signInAgain: false }).catch(() => undefined);
    tokenStorage.clearAll({ keepOwnedDrafts: true });
    queryClient.clear();
    const replacing = currentHeading();
    navigate(to, { replace: true });
    focusHeadingOnceShown(replacing);
  };
}

/** After the server has already revoked the token (closure, password change elsewhere). */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    tokenStorage.clearAll();
    queryClient.clear();
  };
}
