import { CONTACT_OUTCOME_LABELS, NOTE_MAX_LENGTH } from '@coaching/shared/constants';
import type { Casework } from '@coaching/shared/schemas/staff-casework';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ContactAttemptButtons } from '../../../components/contact-attempt-buttons.tsx';
import { useCasework } from '../../../lib/api/casework.ts';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { CaseNotes } from './case-notes.tsx';
import { ContactLog } from './contact-log.tsx';
import { RiskFlags } from './risk-flags.tsx';

const at = '2026-11-20T10:00:00.000Z';
const casework: Casework = {
  contacts: [],
  notes: [
    {
      id: 7,
      note: 'Prefers calls after 5pm.',
      at,
      by: 'Sam Coach',
      edited_at: null,
      mine: true,
      version: '"case-note-7"',
    },
    {
      id: 8,
      note: 'Lives with a carer.',
      at,
      by: 'Ava Admin',
      edited_at: '2026-11-21T09:30:00.000Z',
      mine: false,
      version: '"case-note-8"',
    },
  ],
  flags: [],
  cleared_flags: [],
  automatic_flags: [{ kind: 'bmi', reason: 'BMI 40 or more at the latest health check', check_at: at }],
  acknowledged_flags: [],
};

function Notes() {
  return <CaseNotes clientId={5} notes={casework.notes} forms={useOpenForm()} />;
}
/** The notes as the casework tab shows them: from the casework query, each with its version. */
function NotesOfCasework() {
  const query = useCasework(5);
  const forms = useOpenForm();
  return query.data ? <CaseNotes clientId={5} notes={query.data.notes} forms={forms} /> : null;
}
function Contacts() {
  const contacts: Casework['contacts'] = [
    {
      id: 3,
      channel: 'phone',
      outcome: 'no-answer',
      note: 'Rang at 9',
      at,
      by: 'Sam Coach',
      edited_at: null,
      mine: true,
      version: '"contact-3"',
    },
  ];
  return <ContactLog clientId={5} contacts={contacts} forms={useOpenForm()} />;
}
function Flags() {
  return <RiskFlags clientId={5} casework={casework} forms={useOpenForm()} />;
}

describe('correcting case notes', () => {
  it('shows an edited note as Edited with when, and offers a correction of the caller’s own only', async () => {
    const { user, requests } = renderWithProviders(<Notes />, {
      fetch: { 'PUT /api/staff/clients/5/case-notes/7': { body: { data: casework } } },
    });
    const rows = screen.getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('Edited')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Correct\s*the note/ }));
    const field = screen.getByLabelText(/Correct your case note of/);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Prefers calls after 6pm.');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { note: 'Prefers calls after 6pm.' } });
    expect(screen.queryByLabelText(/Correct your case note of/)).toBeNull();
  });

  it('a correction refused because the note was corrected in another tab keeps the words for saving again', async () => {
    const corrected = (note: string, version: string) => ({
      ...casework,
      notes: [{ ...casework.notes[0], note, version } as Casework['notes'][number]],
    });
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<NotesOfCasework />, {
      fetch: {
        'GET /api/staff/clients/5/casework': () => ({
          body: { data: loads++ === 0 ? casework : corrected('Calls after 6pm.', '"case-note-7b"') },
        }),
        'PUT /api/staff/clients/5/case-notes/7': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { body: { data: corrected('Mornings only.', '"case-note-7c"') } },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Correct\s*the note/ }));
    const field = screen.getByLabelText(/Correct your case note of/);
    await user.clear(field);
    await user.type(field, 'Mornings only.');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(
      await screen.findByText(/This case note has changed since you opened this form/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Correct your case note of/)).toHaveValue('Mornings only.');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await vi.waitFor(() => expect(saves).toBe(2));
    const ifMatch = requests.filter((r) => r.method === 'PUT').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"case-note-7"', '"case-note-7b"']);
  });

  it('refuses an empty correction with the schema’s message, sending nothing', async () => {
    const { user, requests } = renderWithProviders(<Notes />);
    await user.click(screen.getByRole('button', { name: /Correct\s*the note/ }));
    await user.clear(screen.getByLabelText(/Correct your case note of/));
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    expect(requests).toEqual([]);
  });
});

describe('correcting a contact attempt', () => {
  it('sends the corrected outcome and note', async () => {
    const { user, requests } = renderWithProviders(<Contacts />, {
      fetch: { 'PUT /api/staff/clients/5/contacts/3': { body: { data: casework } } },
    });
    await user.click(screen.getByRole('button', { name: /Correct\s*the attempt/ }));
    const note = screen.getByRole('textbox', { name: 'Corrected note (optional)' });
    await user.click(screen.getByRole('radio', { name: CONTACT_OUTCOME_LABELS.voicemail }));
    await user.type(note, '; left a message');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { outcome: 'voicemail', note: 'Rang at 9; left a message' },
    });
  });
});

describe('acknowledging an automatic flag', () => {
  it('sends the kind and the note', async () => {
    const { user, requests } = renderWithProviders(<Flags />, {
      fetch: { 'PUT /api/staff/clients/5/flags/automatic/bmi/acknowledge': { body: { data: casework } } },
    });
    await user.click(screen.getByRole('button', { name: /Acknowledge\s*“BMI 40/ }));
    await user.type(screen.getByLabelText('Note (optional)'), 'GP is supporting.');
    await user.click(screen.getByRole('button', { name: 'Acknowledge flag' }));
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', body: { note: 'GP is supporting.' } });
  });
});

describe('the contact attempt note', () => {
  it('keeps a note over the limit whole and says the limit instead of logging it', async () => {
    const { user, requests } = renderWithProviders(<ContactAttemptButtons clientId={5} idPrefix="contact" />);
    const note = screen.getByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(NOTE_MAX_LENGTH + 5) } });
    expect(note).toHaveValue('x'.repeat(NOTE_MAX_LENGTH + 5));
    await user.click(screen.getByRole('button', { name: 'No answer' }));
    expect(screen.getByText(`Must be ${NOTE_MAX_LENGTH} characters or fewer`)).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(requests).toEqual([]);
  });
});
