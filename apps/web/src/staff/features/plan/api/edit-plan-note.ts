import type { PlanNoteUpdate } from '@coaching/shared/schemas/staff-plan';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

/** Sent with the version the form was filled from: refused if someone changed the plan since. */
export const editPlanNote = ({
  clientId,
  noteId,
  ifMatch,
  ...body
}: { clientId: number; noteId: number; ifMatch: string | null } & PlanNoteUpdate) =>
  changePlan('PUT', clientId, `/notes/${noteId}`, body, ifMatch);

export const useEditPlanNote = () => useStaffMutation(editPlanNote, planChange);
