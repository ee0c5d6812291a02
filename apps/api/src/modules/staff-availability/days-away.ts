import { todayIso } from '@coaching/shared/rules/dates';
import { daysAwayRefusal } from '@coaching/shared/rules/days-away';
import type { DaysAwayForm } from '@coaching/shared/schemas/days-away';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import type { Db, Executor } from '../../db/client.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { diaryOwner, readAvailability } from './availability.ts';
import { deleteDaysAway, insertDaysAway, listDaysAway } from './days-away-repository.ts';

type Range = { first_day: string; last_day: string; reason: string };

const described = (range: Range) => `${range.first_day} to ${range.last_day} (${range.reason})`;

/**
 * One change to a coach's days away, for the caller or (administrators) a colleague: made with the
 * coach's row locked (so two ranges sent at once cannot both pass the overlap check), audited with
 * the range it recorded or removed, answered with the coach's availability.
 */
async function changeDaysAway(
  db: Db,
  caller: StaffCaller,
  staffId: number | undefined,
  change: (tx: Executor, owner: number) => Promise<{ action: string; range: Range }>,
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, staffId);
  await db.transaction(async (tx) => {
    await takeTurnsOnStaff(tx, owner);
    const { action, range } = await change(tx, owner);
    await recordAudit(tx, {
      staffId: caller.staffId,
      targetStaffId: owner,
      action,
      detail: described(range),
    });
  });
  return readAvailability(db, caller, owner);
}

/**
 * Records days away, refused by field when daysAwayRefusal says so. Sessions already booked on those
 * days stay: the answer lists them (booked_while_away) for someone to move or cancel.
 */
export const recordDaysAway = (db: Db, caller: StaffCaller, form: DaysAwayForm) =>
  changeDaysAway(db, caller, form.staff_id, async (tx, owner) => {
    const today = todayIso();
    const refusal = daysAwayRefusal(form, today, await listDaysAway(tx, owner, today));
    if (refusal) throw fieldError(refusal.field, refusal.message);
    await insertDaysAway(tx, {
      staffId: owner,
      firstDay: form.first_day,
      lastDay: form.last_day,
      reason: form.reason,
      createdBy: caller.staffId,
    });
    return { action: 'recorded days away', range: form };
  });

/** Removes a range of days away (a trip called off); another coach's, or none, answers 404. */
export const removeDaysAway = (db: Db, caller: StaffCaller, staffId: number | undefined, id: number) =>
  changeDaysAway(db, caller, staffId, async (tx, owner) => {
    const removed = await deleteDaysAway(tx, owner, id);
    if (!removed) throw notFound();
    return { action: 'removed days away', range: removed };
  });
