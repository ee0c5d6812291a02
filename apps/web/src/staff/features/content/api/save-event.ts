import type { ContentEvent, EventForm } from '@coaching/shared/schemas/staff-content';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { contentKey } from './content-keys.ts';

type Vars = { id?: number; ifMatch?: string | null } & EventForm;

/** Adds a new event, or saves an existing one (with `id`) over the version its form was filled from. */
export const saveEvent = ({ id, ifMatch, ...body }: Vars) =>
  (id === undefined
    ? staffApi.post<{ data: ContentEvent }>('content/events', body)
    : staffApi.versioned<ContentEvent>('PUT', `content/events/${id}`, body, ifMatch)
  ).then(data);

export const useSaveEvent = () =>
  useStaffMutation(saveEvent, { invalidate: () => [contentKey('events'), ['staff', 'library']] });
