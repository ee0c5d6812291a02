import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import type { SelfLog } from '@coaching/shared/schemas/self-log';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FetchRoutes, renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RecordPage } from './record-page.tsx';

const today = todayIso();
const log: SelfLog = {
  measures: ['weight', 'activity', 'smoking'],
  weight_unit: 'st',
  today,
  first_check: null,
  targets: [],
  entries: [
    {
      id: 4,
      measure: 'activity',
      day: today,
      value: 30,
      unit: 'minutes',
      detail: null,
      note: null,
      editable: true,
      version: '"entry-4"',
    },
  ],
};

function renderPage(measure: string, reply: object = {}, routes: FetchRoutes = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/record/:measure" element={<RecordPage />} />
    </Routes>,
    {
      route: `/record/${measure}`,
      fetch: {
        'GET /api/mlw/self-log': { body: { data: log } },
        'POST /api/mlw/self-log': (request) => ({
          status: 201,
          body: {
            data: {
              status: 'created',
              entry: {
                id: 9,
                editable: true,
                detail: null,
                note: null,
                ...(request.body as object),
                value: 82.1,
                ...reply,
              },
            },
          },
        }),
        ...routes,
      },
    },
  );
}

describe('RecordPage', () => {
  it('records a weight in the unit chosen at the check, and says it is saved', async () => {
    const { user, requests } = renderPage('weight', { detail: { stone: 12, pounds: 13 } });
    await user.type(await screen.findByLabelText('Stones'), '12');
    await user.type(screen.getByLabelText('Pounds'), '13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Weight: 12 st 13 lb for today/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      measure: 'weight',
      day: today,
      unit: 'st',
      stone: 12,
      pounds: 13,
    });
  });

  it('shows the check’s own limits as errors before sending anything', async () => {
    const { user, requests } = renderPage('weight');
    await user.click(await screen.findByLabelText('Kilograms'));
    await user.type(screen.getByLabelText('Your weight in kilograms'), '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Enter a weight between 25 kg and 350 kg')).not.toHaveLength(0);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers only days to choose, today first, with nothing to leave unchosen', async () => {
    renderPage('activity');
    const day = await screen.findByLabelText('Day');
    const options = [...(day as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options[0]).toBe('Today');
    expect(options).not.toContain('Select an option');
  });

  it('says when saving replaces the day’s entry', async () => {
    renderPage('activity');
    expect(
      await screen.findByText('You recorded 30 minutes that day. Saving again replaces it.'),
    ).toBeInTheDocument();
  });

  it('words an entry of none in the middle of the sentence', async () => {
    const noneToday = { ...log.entries[0], id: 5, measure: 'smoking', value: 0, unit: 'cigarettes' } as const;
    renderPage(
      'smoking',
      {},
      { 'GET /api/mlw/self-log': { body: { data: { ...log, entries: [noneToday] } } } },
    );
    expect(
      await screen.findByText('You recorded none that day. Saving again replaces it.'),
    ).toBeInTheDocument();
  });

  it('records "None that day" for cigarettes in one tap', async () => {
    const { user, requests } = renderPage('smoking', { value: 0, unit: 'cigarettes' });
    await user.click(await screen.findByRole('button', { name: 'None that day' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      measure: 'smoking',
      unit: 'cigarettes',
      value: 0,
    });
    expect(await screen.findByText(/Cigarettes or vapes: None for today/)).toBeInTheDocument();
  });

  it('says an entry is deleted where focus goes, as its Delete button and the saved notice go with it', async () => {
    let entries = log.entries;
    const { user } = renderPage(
      'activity',
      { id: 4, value: 30 },
      {
        'GET /api/mlw/self-log': () => ({ body: { data: { ...log, entries } } }),
        'DELETE /api/mlw/self-log/4': () => {
          entries = [];
          return { body: { data: 'ok' } };
        },
      },
    );
    await user.type(await screen.findByLabelText(/minutes/i), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Active minutes: 30 minutes for today/);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    const status = await screen.findByText(`The entry of ${formatUkDate(today)} is deleted.`);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/30 minutes for today/)).toBeNull();
  });

  it('keeps what was typed over a reload until it is saved', async () => {
    const first = renderPage('activity');
    await first.user.type(await screen.findByLabelText(/minutes/i), '45');
    first.unmount();
    const { user } = renderPage('activity');
    expect(await screen.findByLabelText(/minutes/i)).toHaveValue('45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/for today/);
    expect(sessionStorage.getItem('self-log-draft-activity')).toBeNull();
  });

  it('does not offer a measure of a goal the client did not choose', async () => {
    renderPage('alcohol');
    expect(await screen.findByText(/You can record the measures of the goals you chose/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  describe('a day recorded on another device after the page showed it', () => {
    const REFUSED = { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this.' } };
    const phone = {
      ...log.entries[0],
      id: 7,
      measure: 'weight',
      value: 80,
      unit: 'kg',
      version: '"entry-7"',
    };
    const laptop = { ...phone, value: 82.1, note: 'After the walk', version: '"entry-8"' };

    /** The page opened when the day had `opened`; the phone then recorded 80 kg; the first save is refused. */
    function renderRefused(opened: (typeof phone)[]) {
      let loads = 0;
      let saves = 0;
      return renderPage(
        'weight',
        {},
        {
          'GET /api/mlw/self-log': () => ({
            body: { data: { ...log, weight_unit: 'kg', entries: loads++ === 0 ? opened : [phone] } },
          }),
          'POST /api/mlw/self-log': () =>
            saves++ === 0 ? REFUSED : { body: { data: { status: 'updated', entry: laptop } } },
        },
      );
    }

    it('sends If-None-Match: * for an empty day; refused, shows what is recorded, keeps what was typed, and replaces it when saved again', async () => {
      const { user, requests } = renderRefused([]);
      await user.type(await screen.findByLabelText('Your weight in kilograms'), '82.1');
      await user.type(screen.getByLabelText('Note (optional)'), 'After the walk');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const message =
        'Something was recorded for today after you opened this page, on another device or in another tab: ' +
        '80 kg. We have not replaced it. What you entered is still here: to replace 80 kg with it, press Save again.';
      const summary = await screen.findByText(message);
      await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
      expect(screen.getByText('You recorded 80 kg that day. Saving again replaces it.')).toBeInTheDocument();
      expect(screen.getByLabelText('Your weight in kilograms')).toHaveValue('82.1');
      expect(screen.getByLabelText('Note (optional)')).toHaveValue('After the walk');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/Weight: 82.1 kg for today/)).toBeInTheDocument();
      const posts = requests.filter((r) => r.method === 'POST');
      expect(posts.map((r) => [r.headers.get('if-none-match'), r.headers.get('if-match')])).toEqual([
        ['*', null],
        [null, '"entry-7"'],
      ]);
    });

    it('replacing the entry the page showed sends its version as If-Match', async () => {
      const { user, requests } = renderRefused([{ ...phone, value: 79, version: '"entry-6"' }]);
      expect(
        await screen.findByText('You recorded 79 kg that day. Saving again replaces it.'),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('Your weight in kilograms'), '82.1');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/: 80 kg\. We have not replaced it\./)).toBeInTheDocument();
      expect(requests.find((r) => r.method === 'POST')?.headers.get('if-match')).toBe('"entry-6"');
    });
  });
});
