import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessments, clients } from '../apps/api/src/db/schema.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

describe('the care loop in the portal', () => {
  it('shows each measure over three checks as a chart, a table and one sentence', async () => {
    const [demo] = await started.service.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    if (!demo) throw new Error('demo client missing');
    // The seeded first check: 84 kg, 60 active minutes, 16 units, 10 cigarettes.
    await started.service.db.insert(assessments).values([
      {
        clientId: demo.id,
        kind: 'follow-up',
        answers: { weight_metric: 'kg', assessment_weight_kg: 82 },
        stats: { bmi: 29.1, activity: 110, smoking: 6, alcohol: 12 },
        messages: { bmi: { band: 'overweight' } },
        createdAt: new Date(Date.now() - 20 * 86_400_000),
      },
      {
        clientId: demo.id,
        kind: 'follow-up',
        answers: { weight_metric: 'kg', assessment_weight_kg: 79.8 },
        stats: { bmi: 28.3, activity: 160, smoking: 0, alcohol: 9 },
        messages: { bmi: { band: 'overweight' } },
      },
    ]);

    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('link', { name: 'See your progress since your first health check' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();

    await page
      .getByText(/^You are 4\.2 kg lighter than in \w+ \d{4}; your BMI is 28\.3: Overweight\.$/)
      .waitFor();
    await page
      .getByText(/^You do 160 active minutes a week, 100 more than in \w+ \d{4}; the aim is 150\.$/)
      .waitFor();
    await page.getByText(/^You have stopped smoking since \w+ \d{4}: well done!$/).waitFor();

    expect(await page.locator('svg[data-chart]').count()).toBe(4);
    expect(await page.locator('svg[data-chart="weight"] circle').count()).toBe(3);
    const weightTable = page.getByRole('table', { name: 'Weight' });
    expect(await weightTable.getByRole('row').count()).toBe(4);
    await weightTable.getByRole('cell', { name: '79.8 kg' }).waitFor();
    const activity = page.getByRole('table', { name: 'Active minutes a week' });
    await activity.getByRole('cell', { name: 'at least 150 minutes a week' }).waitFor();
    await expectAccessible(page, 'progress');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();
    await page.getByRole('link', { name: 'See your progress since your first health check' }).waitFor();
    await context.close();
  });

  it('turns e-mail reminders off on the account page, and downloads a calendar file and my data', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.goto(`${started.service.baseUrl}/account`);
    const reminders = page.getByRole('group', { name: 'Send me reminders' });
    await reminders.getByLabel('By e-mail').uncheck();
    await page.getByRole('button', { name: 'Save reminder settings' }).click();
    await page.getByText('Your reminder settings have been saved.').waitFor();
    await expectAccessible(page, 'account with reminders and data');
    await page.reload();
    expect(
      await page.getByRole('group', { name: 'Send me reminders' }).getByLabel('By e-mail').isChecked(),
    ).toBe(false);

    const readDownload = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
    };
    const data = await readDownload(() =>
      page.getByRole('button', { name: 'Download my data as a page' }).click(),
    );
    expect(data.name).toMatch(/^live-well-coaching-my-data-\d{4}-\d{2}-\d{2}\.html$/);
    expect(data.text).toContain('Your data held by Live Well Coaching');
    // Written for a person: words for codes, UK dates, no internal fields.
    expect(data.text).toContain('<dt>Gender</dt><dd>Female</dd>');
    expect(data.text).toContain('<dt>How often do you have a drink containing alcohol?</dt>');
    expect(data.text).not.toMatch(/Alcohol drink frequency|Assessment pregnant/);
    expect(data.text).not.toMatch(/\d{4}-\d{2}-\d{2}|handled_by|open_flags/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
    const calendar = await readDownload(() =>
      page
        .getByRole('button', { name: /^Add to calendar/ })
        .first()
        .click(),
    );
    expect(calendar.name).toMatch(/^session-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(calendar.text).toContain('DTSTART;TZID=Europe/London:');
    await context.close();
  });
});
