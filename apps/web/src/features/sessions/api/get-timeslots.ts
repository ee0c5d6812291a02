import type { TimeslotsView } from '@coaching/shared/schemas/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const timeslotsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['sessions', 'timeslots', sessionId],
    queryFn: () =>
      api.get<{ data: TimeslotsView }>(`mlw/calendar/timeslots/${sessionId}`).then((r) => r.data),
    staleTime: 0,
  });

export const useTimeslots = (sessionId: number) => useQuery(timeslotsQuery(sessionId));
