import type { PathwaySlug } from '@coaching/shared/constants';
import type { PathwaysRequest } from '@coaching/shared/schemas/pathways';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const updatePathways = (body: PathwaysRequest) =>
  api.put<{ data: { pathways: PathwaySlug[] } }>('mlw/pathways', body);

export function useUpdatePathways() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePathways,
    // The plan's goal areas follow the goals.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: ['plan'] }),
      ]),
  });
}
