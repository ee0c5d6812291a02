import type { StaffAccountUpdate } from '@coaching/shared/schemas/staff-accounts';

/** The audit log's actions for changes to staff accounts, the target being the account. */
export const STAFF_CHANGE = {
  created: 'created staff account',
  renamed: 'renamed staff account',
  roleChanged: 'changed staff role',
  retired: 'retired staff account',
  reactivated: 'reactivated staff account',
  secondFactorReset: 'reset second factor',
} as const;

type Account = { name: string; role: 'coach' | 'admin'; active: boolean };

/** What an update changed, one audit entry each; a field sent with its current value changes nothing. */
export function accountChanges(
  before: Account,
  change: StaffAccountUpdate,
): { action: string; detail?: string }[] {
  const entries: { action: string; detail?: string }[] = [];
  if (change.name !== undefined && change.name !== before.name)
    entries.push({ action: STAFF_CHANGE.renamed });
  if (change.role !== undefined && change.role !== before.role) {
    entries.push({ action: STAFF_CHANGE.roleChanged, detail: `${before.role} to ${change.role}` });
  }
  if (change.active !== undefined && change.active !== before.active) {
    entries.push({ action: change.active ? STAFF_CHANGE.reactivated : STAFF_CHANGE.retired });
  }
  if (change.reset_second_factor) entries.push({ action: STAFF_CHANGE.secondFactorReset });
  return entries;
}
