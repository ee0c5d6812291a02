import type { StaffLibrary, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanTechniques } from './plan-techniques.tsx';

const note = { id: 7, date: '2026-11-20', note: 'Meant for another client.' };
const bct = {
  bct_id: 3,
  name: 'Goal setting (behaviour)',
  web_friendly_name: 'Set a goal',
  progress: null,
  notes: [note],
};
const plan = { bcts: [bct] } as unknown as StaffPlan;
const library = { bcts: [] } as unknown as StaffLibrary;

afterEach(() => vi.unstubAllGlobals());

describe('PlanTechniques', () => {
  it('removes a mistaken technique note after asking, through the API', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return Response.json({ data: { ...plan, bcts: [{ ...bct, notes: [] }] } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PlanTechniques
          clientId={12}
          plan={plan}
          library={library}
          editing={{ open: null, show: () => {}, close: () => {} }}
        />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Remove\s*the note of 20\/11\/2026$/ }));
    expect(screen.getByText('Meant for another client.', { selector: 'blockquote' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove the note', hidden: true }));
    await waitFor(() => expect(screen.getByText('Note removed.')).toBeInTheDocument());
    expect(calls).toContainEqual(
      expect.stringMatching(/^DELETE \/api\/staff\/clients\/12\/plan\/bcts\/3\/notes\/7$/),
    );
  });
});
