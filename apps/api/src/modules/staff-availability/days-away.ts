import { todayIso } from '@coaching/shared/rules/dates';
import { daysAwayRefusal } from '@coaching/shared/rules/days-away';
import type { DaysAwayForm } from '@coaching/shared/schemas/days-away';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import type { Db } from '../../db/client.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { diaryOwner, readAvailability } from './availability.ts';
import { deleteDaysAway, insertDaysAway, listDaysAway } from './days-away-repository.ts';

const described = (range: { first_day: string; last_day: string; reason: string }) =>
  `${range.first_day} to ${range.last_day} (${range.reason})`;

/**
 * Records days away for the caller or (administrators) a colleague. Refused by field when
 * daysAwayRefusal says so; the coach's row is locked first, so two ranges sent at once cannot both
 * pass the overlap check. Sessions already booked on those days stay: the answer lists them
 * (booked_while_away) for someone to move or cancel.
 */
export async function recordDaysAway(
  db: Db,
  caller: StaffCaller,
  form: DaysAwayForm,
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, form.staff_id);
  const today = todayIso();
  await db.transaction(async (tx) => {
    await takeTurnsOnStaff(tx, owner);
    const refusal = daysAwayRefusal(form, today, await listDaysAway(tx, owner, today));
    if (refusal) throw fieldError(refusal.field, refusal.message);
    await insertDaysAway(tx, {
      staffId: owner,
      firstDay: form.first_day,
      lastDay: form.last_day,
      reason: form.reason,
      createdBy: caller.staffId,
    });
    await recordAudit(tx, {
      staffId: caller.staffId,
      targetStaffId: owner,
      action: 'recorded days away',
      detail: described(form),
    });
  });
  return readAvailability(db, caller, owner);
}

/** Removes a range of days away (a trip called off); another coach's, or none, answers 404. */
export async function removeDaysAway(
  db: Db,
  caller: StaffCaller,
  staffId: number | undefined,
  id: number,
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, staffId);
  await db.transaction(async (tx) => {
    const removed = await deleteDaysAway(tx, owner, id);
    if (!removed) throw notFound();
    await recordAudit(tx, {
      staffId: caller.staffId,
      targetStaffId: owner,
      action: 'removed days away',
      detail: described(removed),
    });
  });
  return readAvailability(db, caller, owner);
}
