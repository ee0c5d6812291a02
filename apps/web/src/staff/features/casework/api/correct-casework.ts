import type { CaseNoteForm, Casework, ContactCorrectionForm } from '@coaching/shared/schemas/staff-casework';
import { change } from '../../../lib/api/casework.ts';
import { staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Versioned = { clientId: number; ifMatch: string | null };

/** Its author corrects a contact attempt's outcome and note, against the version the form showed. */
export const useCorrectContact = () =>
  useStaffMutation(
    ({ clientId, contactId, ifMatch, ...body }: Versioned & { contactId: number } & ContactCorrectionForm) =>
      staffApi
        .versioned<Casework>('PUT', `clients/${clientId}/contacts/${contactId}`, body, ifMatch)
        .then(({ data }) => data),
    change,
  );

/** Its author corrects a case note, against the version the form showed. */
export const useCorrectCaseNote = () =>
  useStaffMutation(
    ({ clientId, noteId, ifMatch, ...body }: Versioned & { noteId: number } & CaseNoteForm) =>
      staffApi
        .versioned<Casework>('PUT', `clients/${clientId}/case-notes/${noteId}`, body, ifMatch)
        .then(({ data }) => data),
    change,
  );
