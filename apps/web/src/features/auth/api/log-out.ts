import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/** Clears login state everywhere: the token is revoked on the server and local storage is emptied. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to = '/') => {
    if (tokenStorage.get()) await api.post('oauth/logout').catch(() => undefined);
    tokenStorage.clearAll();
    queryClient.clear();
    navigate(to, { replace: true });
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
