import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { ChangeEmailRequest } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

/** Moves a registration still waiting for its password to a corrected e-mail address. */
export function changeEmail(values: ChangeEmailRequest) {
  return api.post<OkAnswer>('register/change-email', values);
}
