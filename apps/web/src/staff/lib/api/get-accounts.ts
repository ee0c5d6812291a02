import type { StaffAccount } from '@coaching/shared/schemas/staff-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientMovesKeys } from '../use-staff-mutation.ts';
import { staffMeQuery } from './get-staff-me.ts';

export const accountsQuery = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: () => staffApi.get<{ data: StaffAccount[] }>('accounts').then(data),
});

export const useAccounts = () => useQuery(accountsQuery);

/**
 * Account changes answer the whole list; the team (coach pickers) may change too, the header's own
 * name when administrators rename themselves, and retiring a coach moves their clients and sessions
 * (so My day, the client lists and records, and the diaries), which otherwise showed them with the
 * retired coach until the next poll.
 */
export const accountChange = {
  set: () => accountsQuery.queryKey,
  invalidate: () => [['staff', 'team'], staffMeQuery.queryKey, ...clientMovesKeys],
};
