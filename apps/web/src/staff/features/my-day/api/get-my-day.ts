import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { useQuery } from '@tanstack/react-query';
import { STAFF_POLL_MS, staffPolledQuery } from '../../../lib/staff-poll.ts';
import { myDayKey } from '../../../lib/use-staff-mutation.ts';

export const myDayQuery = (quietDays: number) =>
  staffPolledQuery<MyDay>([...myDayKey, quietDays], `my-day?quiet_days=${quietDays}`);

/** Keeps itself up to date: a new message shows within STAFF_POLL_MS without reloading. */
export const useMyDay = (quietDays: number) =>
  useQuery({ ...myDayQuery(quietDays), refetchInterval: STAFF_POLL_MS, select: (day) => day.data });
