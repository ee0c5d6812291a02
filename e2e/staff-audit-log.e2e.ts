import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('the audit log', () => {
  it('an administrator filters it to one coach’s account changes and downloads them', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    const nav = (name: string) =>
      page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name }).click();

    await nav('Staff accounts');
    await heading(page, 'Staff accounts');
    await page.getByRole('button', { name: 'Make administrator for Sam Coach' }).click();
    await page.getByRole('button', { name: 'Make coach for Sam Coach' }).click();
    await page.getByRole('button', { name: 'Make administrator for Sam Coach' }).waitFor();

    await nav('Audit log');
    await heading(page, 'Audit log');
    await page.getByLabel('Staff account changed').selectOption({ label: 'Sam Coach' });
    await page.getByRole('button', { name: 'Show entries' }).click();
    const table = page.getByRole('table', { name: 'Audit log entries' });
    await table.getByRole('cell', { name: /admin to coach/ }).waitFor();
    expect(
      await table.getByRole('cell', { name: 'Sam Coach (staff account)' }).count(),
    ).toBeGreaterThanOrEqual(2);
    expect(await table.getByRole('cell', { name: 'Alex Admin (staff account)' }).count()).toBe(0);
    await expectAccessible(page, 'audit log filtered to an account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download these entries as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    // Columns: time, staff id, staff, action, client number, client, staff account id, staff account, detail.
    const lines = Buffer.concat(chunks).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Staff account,Detail');
    const entries = lines.slice(1);
    expect(entries.every((line) => line.includes(',Sam Coach,'))).toBe(true);
    for (const change of ['coach to admin', 'admin to coach']) {
      expect(
        entries.some(
          (line) => line.includes('Alex Admin,changed staff role,') && line.endsWith(`,Sam Coach,${change}`),
        ),
      ).toBe(true);
    }
  });
});
