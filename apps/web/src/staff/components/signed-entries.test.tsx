import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { SignedEntries } from './signed-entries.tsx';

const entries = [
  {
    id: 2,
    at: '2026-03-02T10:30:00Z',
    by: 'Sam Coach',
    edited_at: '2026-03-03T09:00:00Z',
    mine: true,
    note: 'Call after 5pm.',
  },
  { id: 1, at: '2026-03-01T08:00:00Z', by: null, edited_at: null, mine: false, note: 'Moved house.' },
];

type Entry = (typeof entries)[number];

/** Case notes, as the casework tab shows them; `props` changes or adds to that. */
const renderNotes = (props: Partial<ComponentProps<typeof SignedEntries<Entry>>> = {}) =>
  renderWithProviders(
    <SignedEntries
      caption="Case notes"
      entries={entries}
      empty="No case notes yet."
      text={{ header: 'Note', cell: (e) => e.note }}
      {...props}
    />,
  );

describe('SignedEntries', () => {
  it('shows each entry’s date, author and words, in that order, with when it was corrected', () => {
    renderNotes();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['When', 'By', 'Note']);
    const [, edited, plain] = screen.getAllByRole('row');
    expect(
      within(edited as HTMLElement).getByRole('cell', { name: /Call after 5pm\.\s*Edited 03\/03\/2026/ }),
    ).toBeVisible();
    expect(within(plain as HTMLElement).getByRole('cell', { name: 'Former staff' })).toBeVisible();
    expect(within(plain as HTMLElement).queryByText('Edited')).toBeNull();
  });

  it('says who signed nothing in the caller’s words, and adds the caller’s columns before the words', () => {
    renderNotes({
      unsigned: 'No one signed in',
      details: [{ key: 'target', header: 'To whom', cell: () => 'Pat' }],
      text: { header: 'What', cell: (e) => e.note },
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'By',
      'To whom',
      'What',
    ]);
    expect(screen.getByRole('cell', { name: 'No one signed in' })).toBeVisible();
  });

  it('offers Correct on the viewer’s own entries only, named for screen readers by the entry’s date', async () => {
    const onCorrect = vi.fn();
    const { user } = renderNotes({ correct: { what: 'note', onCorrect } });
    const buttons = screen.getAllByRole('button', { name: /^Correct the note of / });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    expect(onCorrect).toHaveBeenCalledWith(entries[0]);
  });

  it('says so in words when there are no entries', () => {
    renderNotes({ entries: [] });
    expect(screen.getByText('No case notes yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
