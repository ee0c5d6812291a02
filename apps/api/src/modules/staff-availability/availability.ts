import { DAYS, type Day, TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import type { Db } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { fieldError, forbidden } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import {
  findActiveStaff,
  listBookedSessions,
  listWeeklyBands,
  replaceWeeklySlots,
} from './availability-repository.ts';

const BOOKED_DAYS_AHEAD = 28;

/** Coaches manage their own diary; administrators anyone's. */
export async function diaryOwner(db: Db, caller: StaffCaller, staffId: number | undefined): Promise<number> {
  const owner = staffId ?? caller.staffId;
  if (owner !== caller.staffId && caller.role !== 'admin') {
    throw forbidden('Only an administrator can see or change another coach’s diary');
  }
  if (!(await findActiveStaff(db, owner))) throw fieldError('staff_id', 'Choose a coach');
  return owner;
}

const slotOrder = (s: { day: Day; time: TimeOfDay }) =>
  DAYS.indexOf(s.day) * TIMES.length + TIMES.indexOf(s.time);

export async function readAvailability(
  db: Db,
  caller: StaffCaller,
  staffId: number | undefined,
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, staffId);
  const today = todayIso();
  const [slots, booked] = await readTogether(
    db,
    () => listWeeklyBands(db, owner),
    () => listBookedSessions(db, owner, today, addDays(today, BOOKED_DAYS_AHEAD)),
  );
  return { staff_id: owner, slots: slots.sort((a, b) => slotOrder(a) - slotOrder(b)), booked };
}

/** Replaces the weekly pattern; sessions already booked stay where they are. */
export async function saveAvailability(
  db: Db,
  caller: StaffCaller,
  staffId: number | undefined,
  slots: { day: Day; time: TimeOfDay; capacity: number }[],
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, staffId);
  await db.transaction(async (tx) => {
    await replaceWeeklySlots(tx, owner, slots);
    await recordAudit(tx, {
      staffId: caller.staffId,
      targetStaffId: owner,
      action: 'changed availability',
      detail: slots.map((s) => `${s.day} ${s.time} x${s.capacity}`).join(', '),
    });
  });
  return readAvailability(db, caller, owner);
}
