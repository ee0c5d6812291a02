import type { LinkStatus } from '@coaching/shared/schemas/link-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET clients/register/{hash}/{client_id}: whether the e-mailed link still works, asked when it opens. */
const passwordCreationLinkQuery = (hash: string, id: string) =>
  queryOptions({
    queryKey: ['onboarding', 'password-creation-link', hash, id],
    queryFn: () =>
      api.get<LinkStatus>(`clients/register/${encodeURIComponent(hash)}/${encodeURIComponent(id)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePasswordCreationLink = (hash: string | null, id: string | null) =>
  useQuery({ ...passwordCreationLinkQuery(hash ?? '', id ?? ''), enabled: Boolean(hash && id) });
