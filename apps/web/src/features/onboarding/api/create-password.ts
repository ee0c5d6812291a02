import type { PasswordCreationRequest } from '@coaching/shared/schemas/registration';
import { api } from '../../../lib/api-client.ts';

/** POST clients/register/{hash}/{client_id}; only status "complete" counts as success (onboarding §4). */
export function createPassword(values: PasswordCreationRequest) {
  const path = `clients/register/${encodeURIComponent(values.hash)}/${values.client_id}`;
  return api.post<{ status: string }>(path, values);
}
