import { SERVICE_NAME } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { collectClientData } from './collect-client-data.ts';
import { renderClientData } from './render-client-data.ts';

export type ExportFormat = 'json' | 'html';

const SERVICE_FILE_NAME = SERVICE_NAME.toLowerCase().replace(/\s+/g, '-');

/**
 * The client's data as a file, with the export recorded in the same transaction. The client's copy
 * names the service and the day; a staff copy (subject access request) the client number and the day.
 */
export async function exportClientData(
  db: Db,
  clientId: number,
  format: ExportFormat,
  staffId: number | null = null,
): Promise<{ filename: string; contentType: string; body: string }> {
  return db.transaction(async (tx) => {
    await tx.insert(dataExports).values({ clientId, staffId, format });
    const data = await collectClientData(tx, clientId);
    if (!data) throw notFound();
    const filename =
      staffId === null
        ? `${SERVICE_FILE_NAME}-my-data-${todayIso()}.${format}`
        : `client-${clientId}-data-${todayIso()}.${format}`;
    return format === 'json'
      ? { filename, contentType: 'application/json; charset=utf-8', body: JSON.stringify(data, null, 2) }
      : { filename, contentType: 'text/html; charset=utf-8', body: renderClientData(data) };
  });
}
