import { ApiError, type ApiErrorCode } from '../../lib/api-client.ts';

const SERVICE_FAULTS: ApiErrorCode[] = ['INTERNAL', 'UNAVAILABLE'];

/**
 * What to tell staff when a change fails: the service's own reason when it refused the change (the
 * first chat is already recorded, the band is full) or could not be reached, else `fallback`, for a
 * fault of the service, whose text is not written for staff.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && !SERVICE_FAULTS.includes(error.code) ? error.message : fallback;
}
