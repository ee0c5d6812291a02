import type { CaseNoteForm, Casework, ContactCorrectionForm } from '@coaching/shared/schemas/staff-casework';
import { change } from '../../../lib/api/casework.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

/** Its author corrects a contact attempt's outcome and note. */
export const useCorrectContact = () =>
  useStaffMutation(
    ({ clientId, contactId, ...body }: { clientId: number; contactId: number } & ContactCorrectionForm) =>
      staffApi.put<{ data: Casework }>(`clients/${clientId}/contacts/${contactId}`, body).then(data),
    change,
  );

/** Its author corrects a case note. */
export const useCorrectCaseNote = () =>
  useStaffMutation(
    ({ clientId, noteId, ...body }: { clientId: number; noteId: number } & CaseNoteForm) =>
      staffApi.put<{ data: Casework }>(`clients/${clientId}/case-notes/${noteId}`, body).then(data),
    change,
  );
