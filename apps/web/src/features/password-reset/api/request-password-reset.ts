import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { ForgotPasswordRequest } from '@coaching/shared/schemas/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const requestPasswordReset = (values: ForgotPasswordRequest) =>
  api.post<OkAnswer>('clients/forgotpassword', values);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
