import type { ChangePasswordRequest } from '@coaching/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (request: ChangePasswordRequest) =>
  api.put<{ status: 'OK' | 'Invalid password' }>('mlw/account/password', request);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
