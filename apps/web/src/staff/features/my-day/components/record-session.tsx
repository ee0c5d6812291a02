import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { sessionOutcomeForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAddSessionNote } from '../../../lib/api/add-session-note.ts';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { useReadLatestSession } from '../../../lib/api/get-staff-sessions.ts';
import { fullName } from '../../../lib/format.ts';
import { sessionNow } from '../../../lib/session-labels.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
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

const START = { status: 'complete', note: '' } as const;

/**
 * Saved against the session's version My day showed (`session` is its row as My day lists it now), so
 * a session moved or cancelled meanwhile is not marked; the refusal says what it is now, read afresh.
 */
export function RecordSession({ session, onClose, onMarked }: Props) {
  const status = useChangeSessionStatus();
  const note = useAddSessionNote();
  const readLatest = useReadLatestSession();
  const form = useZodForm(sessionOutcomeForm, START);
  const ids = { clientId: session.client_id, sessionId: session.session_id };
  // The session as read after a refusal: the form's next version (its row may have left My day).
  const latest = useRef<StaffSessionView | undefined>(undefined);
  const [newest, setNewest] = useState<string | undefined>(undefined);
  const saveVersion = useFormVersion(form, {
    etag: newest ?? session.version,
    values: START,
    what: 'session',
    now: () => (latest.current ? sessionNow(latest.current) : null),
  });
  return (
    <RowPanel id="record-session-heading" title={`Record ${fullName(session)}’s session`}>
      <Form
        form={form}
        onSubmit={async (values) => {
          await saveVersion(async (ifMatch) => {
            const answer = await status
              .mutateAsync({ ...ids, status: values.status, ifMatch })
              .catch(async (e) => {
                if (e instanceof ApiError && e.code === 'CHANGED_SINCE_OPENED') {
                  latest.current = await readLatest(ids.clientId, ids.sessionId);
                  setNewest(latest.current?.version);
                }
                throw e;
              });
            onMarked(session.session_id, undoUntilIn(answer, session.session_id));
            return { etag: null };
          });
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
