import type {
  CaseNoteForm,
  Casework,
  ContactAttemptForm,
  RiskFlagForm,
} from '@coaching/shared/schemas/staff-casework';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../use-staff-mutation.ts';

export const caseworkKey = (clientId: number) => [...clientKey(clientId), 'casework'] as const;

export const caseworkQuery = (clientId: number) =>
  queryOptions({
    queryKey: caseworkKey(clientId),
    queryFn: () => staffApi.get<{ data: Casework }>(`clients/${clientId}/casework`).then(data),
  });

export const useCasework = (clientId: number) => useQuery(caseworkQuery(clientId));

type Answer = Promise<Casework>;
const post = (path: string) => (vars: { clientId: number } & object) => {
  const { clientId, ...body } = vars;
  return staffApi.post<{ data: Casework }>(`clients/${clientId}/${path}`, body).then(data);
};
export const change = {
  set: ({ clientId }: { clientId: number }) => caseworkKey(clientId),
  invalidate: () => [myDayKey],
};

export const useLogContact = () =>
  useStaffMutation(post('contacts') as (v: { clientId: number } & ContactAttemptForm) => Answer, change);
export const useAddCaseNote = () =>
  useStaffMutation(post('case-notes') as (v: { clientId: number } & CaseNoteForm) => Answer, change);
export const useSetFlag = () =>
  useStaffMutation(post('flags') as (v: { clientId: number } & RiskFlagForm) => Answer, change);
export const useClearFlag = () =>
  useStaffMutation(
    ({ clientId, flagId, ...body }: { clientId: number; flagId: number } & RiskFlagForm) =>
      staffApi.put<{ data: Casework }>(`clients/${clientId}/flags/${flagId}/clear`, body).then(data),
    change,
  );
