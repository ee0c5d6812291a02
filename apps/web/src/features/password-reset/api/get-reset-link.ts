import type { LinkStatus } from '@coaching/shared/schemas/link-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET clients/resetpassword/{token}: whether the e-mailed link still works, asked when it opens. */
const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'link', token],
    queryFn: () => api.get<LinkStatus>(`clients/resetpassword/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLink = (token: string | null) =>
  useQuery({ ...resetLinkQuery(token ?? ''), enabled: Boolean(token) });
