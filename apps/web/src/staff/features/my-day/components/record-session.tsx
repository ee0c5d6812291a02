import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { sessionOutcomeForm } from '@coaching/shared/schemas/staff-record-forms';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useAddSessionNote } from '../../../lib/api/add-session-note.ts';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { fullName } from '../../../lib/format.ts';
import { RowPanel } from './row-panel.tsx';
import { undoUntilIn } from './undo-until-in.ts';

type Session = MyDay['today_sessions'][number];

const CHOICES = [
  { value: 'complete', label: 'Held' },
  { value: 'missed', label: 'Missed' },
];

/** Held or missed, with a note on how it went, from My day: the status first, then the note. */
type Props = {
  session: Session;
  onClose: () => void;
  /** Told until when the session, once marked, can be undone. */
  onMarked: (sessionId: number, undoUntil: string | null) => void;
};

export function RecordSession({ session, onClose, onMarked }: Props) {
  const status = useChangeSessionStatus();
  const note = useAddSessionNote();
  const form = useZodForm(sessionOutcomeForm, { status: 'complete', note: '' });
  const ids = { clientId: session.client_id, sessionId: session.session_id };
  return (
    <RowPanel id="record-session-heading" title={`Record ${fullName(session)}’s session`}>
      <Form
        form={form}
        onSubmit={async (values) => {
          const answer = await status.mutateAsync({ ...ids, status: values.status });
          onMarked(session.session_id, undoUntilIn(answer, session.session_id));
          if (values.note) await note.mutateAsync({ ...ids, note: values.note });
          onClose();
        }}
      >
        <ChoiceGroup name="status" legend="How did it go?" choices={CHOICES} inline />
        <TextField name="note" label="Note (optional)" hint="Kept with the session" multiline />
        <div className="staff-inline-actions">
          <Button type="submit" pending={status.isPending || note.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </RowPanel>
  );
}
