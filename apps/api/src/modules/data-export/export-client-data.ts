import { todayIso } from '@coaching/shared/rules/dates';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema.ts';
import { collectClientData } from './collect-client-data.ts';
import { renderClientData } from './render-client-data.ts';

export type ExportFormat = 'json' | 'html';

/** The client's data as a file, with the export recorded in the same transaction. */
export async function exportClientData(
  db: Db,
  clientId: number,
  format: ExportFormat,
  staffId: number | null = null,
): Promise<{ filename: string; contentType: string; body: string }> {
  return db.transaction(async (tx) => {
    await tx.insert(dataExports).values({ clientId, staffId, format });
    const data = await collectClientData(tx, clientId);
    const filename = `my-data-${todayIso()}.${format}`;
    return format === 'json'
      ? { filename, contentType: 'application/json; charset=utf-8', body: JSON.stringify(data, null, 2) }
      : { filename, contentType: 'text/html; charset=utf-8', body: renderClientData(data) };
  });
}
