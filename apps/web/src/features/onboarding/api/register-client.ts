import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { NewClientInput } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

/** POST register/newclient; `hash` is this registration's key, so a repeated submit registers once. */
export function registerClient(client: Partial<NewClientInput>, hash: string) {
  return api.post<OkAnswer>('register/newclient', { client, hash });
}
