import type { WaitingCount } from '@coaching/shared/schemas/staff-queue';
import { useQuery } from '@tanstack/react-query';
import { STAFF_POLL_MS, staffPolledQuery } from '../../lib/staff-poll.ts';

export const waitingCountQuery = staffPolledQuery<WaitingCount>(['staff', 'waiting'], 'waiting');

export const useWaitingCount = () =>
  useQuery({ ...waitingCountQuery, refetchInterval: STAFF_POLL_MS, select: (count) => count.data.waiting });
