import type { ResetPasswordRequest } from '@coaching/shared/schemas/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (request: ResetPasswordRequest) =>
  api.post<{ status: boolean }>(`clients/resetpassword/${encodeURIComponent(request.token)}`, request);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
