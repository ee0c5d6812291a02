import type { ResendWelcomeRequest } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

export function resendWelcome(values: ResendWelcomeRequest) {
  return api.post<{ data: 'ok' }>('register/resend-welcome', values);
}
