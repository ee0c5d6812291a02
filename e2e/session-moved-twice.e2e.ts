import { addDays, formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clients, sessions } from '../apps/api/src/db/schema.ts';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { errorSummary } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/** The first weekday (not a bank holiday) at least `days` from today. */
function weekdayIn(days: number): string {
  let day = addDays(todayIso(), days);
  while (!isSessionDay(day)) day = addDays(day, 1);
  return day;
}

const coachingRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Sessions, earliest first' })
    .getByRole('row')
    .filter({ hasText: 'Coaching' });
const moveForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('New date') });

describe('a session the client reschedules while the coach’s move form is open', () => {
  it('refuses the coach’s earlier-opened move, shows the client’s new time, and moves it when saved again', async () => {
    // The coach opens Jo's upcoming coaching session's move form and chooses another day.
    const coach = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(coach.page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(coach.page, 'Jo Demo');
    await coach.page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    const upcoming = coachingRow(coach.page).filter({ hasText: 'Upcoming' });
    await upcoming.getByRole('button', { name: /^Move Coaching session on/ }).click();
    const coachDay = weekdayIn(9);
    const form = moveForm(coach.page);
    await form.getByLabel('New date').fill(coachDay);
    const band = form.getByLabel('New time');
    await expect.poll(() => band.locator('option').count()).toBeGreaterThan(1);
    await band.selectOption({ index: 1 });

    // Meanwhile the client moves the same session on their phone to another day, in the afternoon.
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    await client.page.getByRole('button', { name: /^Reschedule Coaching session/ }).click();
    const dialog = client.page.getByRole('dialog', { name: /^Reschedule: Coaching session on/ });
    const date = dialog.getByLabel('New date');
    await expect.poll(() => date.locator('option').count()).toBeGreaterThan(5);
    const theirs = (await date.locator('option').allTextContents())
      .slice(1)
      .filter((label) => !label.endsWith(formatUkDate(coachDay)))
      .at(-1) as string;
    await date.selectOption({ label: theirs });
    const time = dialog.getByLabel('New time');
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    await time.selectOption({ label: 'Afternoon (14:00 to 17:00)' });
    await dialog.getByRole('button', { name: 'Reschedule session' }).click();
    await client.page.getByRole('heading', { level: 1, name: 'Your session has been updated' }).waitFor();
    const clientDay = theirs.split(' ').at(-1) as string;

    // The coach's move, from the form opened before, is refused: it says so, with the client's time.
    await form.getByRole('button', { name: 'Move session' }).click();
    const summary = errorSummary(coach.page);
    await summary.getByText(/This session has changed since you opened this form/).waitFor();
    const said = await summary.innerText();
    expect(said).toContain(`It is now on ${clientDay}, afternoon.`);
    expect(said).toContain('Your changes have not been saved.');
    expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await form.getByLabel('New date').inputValue()).toBe(coachDay);
    await coachingRow(coach.page).filter({ hasText: clientDay }).filter({ hasText: 'Afternoon' }).waitFor();
    await expectAccessible(coach.page, 'a session move refused as changed since');

    // Saved again, now against the session as the client left it, the coach's move goes through.
    await form.getByRole('button', { name: 'Move session' }).click();
    await moveForm(coach.page).waitFor({ state: 'detached' });
    await coachingRow(coach.page)
      .filter({ hasText: formatUkDate(coachDay) })
      .waitFor();

    // The client, looking again, sees the coach's time, not theirs.
    await client.page.getByRole('link', { name: 'Back to your sessions' }).click();
    await client.page.reload();
    await client.page
      .getByRole('table', { name: 'Upcoming sessions' })
      .getByRole('row')
      .filter({ hasText: formatUkDate(coachDay) })
      .waitFor();
  });
});

/** A new upcoming check-in of Jo's with their coach, as if booked earlier. */
async function addJosCheckIn(dueDate: string) {
  const [jo] = await started.service.db
    .select({ id: clients.id, coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  await started.service.db
    .insert(sessions)
    .values({ clientId: jo?.id ?? 0, coachId: jo?.coachId, type: 'check-in', dueDate, time: 'morning' });
}

async function josSessions(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
}

describe('a session changed while another page shows it', () => {
  it('My day: Done on a session the client cancelled since is refused, says so above the list, focused, with a way to it', async () => {
    const today = todayIso();
    await addJosCheckIn(today);
    const coach = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(coach.page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const list = coach.page.getByRole('region', { name: 'Today’s sessions' });
    const done = list.getByRole('button', { name: 'Done (Jo Demo)' });
    await done.waitFor();
    // My day has not caught up yet (its next poll is up to 20 s away): it keeps its answer meanwhile.
    let held = true;
    await coach.page.route('**/api/staff/my-day*', (route) =>
      held ? route.fulfill({ status: 304 }) : route.continue(),
    );

    // Jo cancels today's check-in from the portal.
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await josSessions(client.page);
    await client.page.getByRole('button', { name: `Cancel Check-in on ${formatUkDate(today)}` }).click();
    await client.page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await client.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /cancel/i })
      .waitFor();

    held = false;
    await done.click();
    const notice = list.getByText(/^This has changed since the page showed it/);
    await notice.waitFor();
    expect(await notice.innerText()).toContain(
      `It is now cancelled (${formatUkDate(today)}, morning). It is no longer among today’s sessions.`,
    );
    expect(await notice.evaluate((node) => node.closest('[tabindex="-1"]') === document.activeElement)).toBe(
      true,
    );
    expect(await list.getByRole('button', { name: 'Done (Jo Demo)' }).count()).toBe(0);
    await expectAccessible(coach.page, 'my day, a mark refused as changed since');
    await list.getByRole('link', { name: 'Check Jo Demo’s sessions' }).click();
    await coach.page.getByRole('table', { name: 'Sessions, earliest first' }).waitFor();
  });

  it('the client’s cancel of a session the coach moved since is refused with its new time, and goes through when confirmed again', async () => {
    const booked = weekdayIn(14);
    await addJosCheckIn(booked);
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await josSessions(client.page);
    await client.page.getByRole('button', { name: `Cancel Check-in on ${formatUkDate(booked)}` }).click();
    const dialog = client.page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByText(`Check-in on ${formatUkDate(booked)}`, { exact: false }).waitFor();

    // Meanwhile the coach moves it a day later.
    const coach = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(coach.page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(coach.page, 'Jo Demo');
    await coach.page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    await coach.page.getByRole('button', { name: `Move Check-in on ${formatUkDate(booked)}` }).click();
    const moved = weekdayIn(21);
    const form = moveForm(coach.page);
    await form.getByLabel('New date').fill(moved);
    const band = form.getByLabel('New time');
    await expect.poll(() => band.locator('option').count()).toBeGreaterThan(1);
    await band.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Move session' }).click();
    await form.waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    const notice = dialog.getByText(
      /^Your session was changed after you opened this page, so we have not cancelled it\./,
    );
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`It is now on `);
    expect(await notice.innerText()).toContain(formatUkDate(moved));
    expect(await notice.evaluate((node) => node.closest('[tabindex="-1"]') === document.activeElement)).toBe(
      true,
    );
    await dialog.getByText(`check-in on ${formatUkDate(moved)}`, { exact: false }).waitFor();
    await expectAccessible(client.page, 'a cancel refused as changed since');

    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await client.page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /cancel/i })
      .waitFor();
  });
});
