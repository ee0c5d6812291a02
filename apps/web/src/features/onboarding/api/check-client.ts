import type { CheckClientRequest } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

/** POST clients/check-client: does an account exist for this e-mail, or this name and postcode? */
export async function checkClient(query: CheckClientRequest): Promise<boolean> {
  const answer = await api.post<{ exists: boolean }>('clients/check-client', query);
  return answer.exists;
}
