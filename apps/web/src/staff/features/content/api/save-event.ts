import type { ContentEvent, EventForm } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

/** Adds a new event, or saves an existing one (with `id`). */
export const saveEvent = ({ id, ...body }: { id?: number } & EventForm) =>
  (id === undefined
    ? staffApi.post<{ data: ContentEvent }>('content/events', body)
    : staffApi.put<{ data: ContentEvent }>(`content/events/${id}`, body)
  ).then(data);

export const useSaveEvent = () =>
  useStaffMutation(saveEvent, { invalidate: () => [contentKey('events'), ['staff', 'library']] });
