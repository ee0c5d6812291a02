import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { ResendWelcomeRequest } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

export function resendWelcome(values: ResendWelcomeRequest) {
  return api.post<OkAnswer>('register/resend-welcome', values);
}
