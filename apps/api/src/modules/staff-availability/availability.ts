import { DAYS, type Day, TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import type { Db } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { requireHeldVersion, versionEtag } from '../../lib/conditional-write.ts';
import { fieldError, forbidden } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import {
  findActiveStaff,
  listBookedSessions,
  listWeeklyBands,
  replaceWeeklySlots,
} from './availability-repository.ts';
import { listBookedWhileAway, listDaysAway } from './days-away-repository.ts';

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
  const [slots, booked, days_away, booked_while_away] = await readTogether(
    db,
    () => listWeeklyBands(db, owner),
    () => listBookedSessions(db, owner, today, addDays(today, BOOKED_DAYS_AHEAD)),
    () => listDaysAway(db, owner, today),
    () => listBookedWhileAway(db, owner, today),
  );
  return { staff_id: owner, ...weeklyPattern(owner, slots), booked, days_away, booked_while_away };
}

type Slot = { day: Day; time: TimeOfDay; capacity: number };

/**
 * The weekly pattern in order, with its version: what the form replaces, not the sessions booked,
 * which a client's booking changes without changing the pattern.
 */
function weeklyPattern(owner: number, slots: Slot[]) {
  const sorted = [...slots].sort((a, b) => slotOrder(a) - slotOrder(b));
  return { slots: sorted, version: versionEtag('availability', [owner, sorted]) };
}

/**
 * Replaces the weekly pattern; sessions already booked stay where they are. Refused (412), with
 * nothing written, when `ifMatch` names an earlier version of the pattern: the coach's row is locked
 * first, so two saves over one version take turns and the second is refused.
 */
export async function saveAvailability(
  db: Db,
  caller: StaffCaller,
  staffId: number | undefined,
  slots: Slot[],
  ifMatch?: string | undefined,
): Promise<AvailabilityView> {
  const owner = await diaryOwner(db, caller, staffId);
  await db.transaction(async (tx) => {
    if (ifMatch) {
      await takeTurnsOnStaff(tx, owner);
      requireHeldVersion(ifMatch, weeklyPattern(owner, await listWeeklyBands(tx, owner)).version);
    }
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
