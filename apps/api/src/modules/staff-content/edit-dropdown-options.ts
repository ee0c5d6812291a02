import type { DropdownKey } from '@coaching/shared/constants';
import { isProtectedOption } from '@coaching/shared/rules/protected-options';
import { CONTENT_TEXT, type ContentDropdown } from '@coaching/shared/schemas/staff-content';
import type { Db, Executor } from '../../db/client.ts';
import { requireHeldVersion, versionEtag } from '../../lib/conditional-write.ts';
import { conflict, fieldError, notFound } from '../../lib/http-errors.ts';
import { auditedChange, recordAudit } from '../staff-audit/audit-repository.ts';
import {
  insertOption,
  listOptionsOf,
  lockOptionsOf,
  setOptionRank,
  updateOption,
} from './dropdown-repository.ts';

type OptionRow = Awaited<ReturnType<typeof listOptionsOf>>[number];

/**
 * An option's version covers what renaming and retiring change, not its rank, so re-ranking the list
 * does not refuse a rename; the list's covers every option, rank too, as an order is computed from it.
 */
const optionVersion = (o: OptionRow) => versionEtag('option', [o.key, o.id, o.value, o.retired]);
const listVersion = (key: DropdownKey, rows: OptionRow[]) =>
  versionEtag('dropdown', [key, rows.map((o) => [o.id, o.value, o.rank, o.retired])]);

function toDropdown(key: DropdownKey, rows: OptionRow[]): ContentDropdown {
  return {
    key,
    options: rows.map(({ key: _key, ...o }) => ({
      ...o,
      protected: isProtectedOption(key, o.id),
      version: optionVersion({ key, ...o }),
    })),
    version: listVersion(key, rows),
  };
}

export async function readDropdown(db: Executor, key: DropdownKey): Promise<ContentDropdown> {
  return toDropdown(key, await listOptionsOf(db, key));
}

export async function addOption(
  db: Db,
  actorId: number,
  key: DropdownKey,
  value: string,
): Promise<ContentDropdown> {
  const existing = await listOptionsOf(db, key);
  if (existing.some((o) => o.value.toLowerCase() === value.toLowerCase())) {
    throw fieldError('value', 'This list already has that option');
  }
  await auditedChange(
    db,
    (tx) => insertOption(tx, key, value),
    (optionId) => ({ staffId: actorId, action: 'added dropdown option', detail: `${key} ${optionId}` }),
  );
  return readDropdown(db, key);
}

/**
 * Rename or retire (and bring back); options the rules name can be renamed only. Refused (412) when
 * `ifMatch` names an earlier version of the option.
 */
export async function changeOption(
  db: Db,
  actorId: number,
  key: DropdownKey,
  optionId: number,
  change: { value?: string | undefined; retired?: boolean | undefined },
  ifMatch?: string | undefined,
): Promise<ContentDropdown> {
  if (change.retired === true && isProtectedOption(key, optionId))
    throw conflict(CONTENT_TEXT.protectedOption);
  const changed = await auditedChange(
    db,
    async (tx) => {
      const before = (await lockOptionsOf(tx, key)).find((o) => o.id === optionId);
      if (!before) return null;
      requireHeldVersion(ifMatch, optionVersion(before));
      return (await updateOption(tx, key, optionId, change)) ? optionId : null;
    },
    () => ({ staffId: actorId, action: 'changed dropdown option', detail: `${key} ${optionId}` }),
  );
  if (changed === null) throw notFound();
  return readDropdown(db, key);
}

/**
 * The new order must name every option of the list exactly once; refused (412) when `ifMatch` names
 * an earlier version of the list, which the order was computed from.
 */
export async function reorderOptions(
  db: Db,
  actorId: number,
  key: DropdownKey,
  ids: number[],
  ifMatch?: string | undefined,
): Promise<ContentDropdown> {
  await db.transaction(async (tx) => {
    const current = await lockOptionsOf(tx, key);
    requireHeldVersion(ifMatch, listVersion(key, current));
    const known = new Set(current.map((o) => o.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw fieldError('ids', CONTENT_TEXT.order);
    }
    for (const [index, id] of ids.entries()) await setOptionRank(tx, key, id, index + 1);
    await recordAudit(tx, { staffId: actorId, action: 'reordered dropdown options', detail: key });
  });
  return readDropdown(db, key);
}
