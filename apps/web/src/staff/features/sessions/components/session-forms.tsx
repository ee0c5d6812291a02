import { SESSION_TYPES } from '@coaching/shared/constants';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import {
  moveSessionForm,
  newSessionForm,
  sessionNoteForm,
} from '@coaching/shared/schemas/staff-record-forms';
import { Form } from '../../../../components/form/form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { useAddSessionNote } from '../../../lib/api/add-session-note.ts';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { useMoveSession } from '../api/move-session.ts';
import { useScheduleSession } from '../api/schedule-session.ts';
import { FreeBandField } from './free-band-field.tsx';

export function ScheduleForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const schedule = useScheduleSession();
  const form = useZodForm(newSessionForm);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await schedule.mutateAsync({ clientId, ...values });
        onDone();
      }}
    >
      <SelectField
        name="type"
        label="Type"
        choices={SESSION_TYPES.map((t) => ({ value: t, label: SESSION_TYPE_LABELS[t] }))}
      />
      <DateField name="due_date" label="Date" hint="A weekday from today" />
      <FreeBandField clientId={clientId} label="Time" />
      <SubmitOrCancel submit="Schedule session" onCancel={onDone} />
    </Form>
  );
}

export function MoveForm({
  clientId,
  session,
  onDone,
}: {
  clientId: number;
  session: SessionView;
  onDone: () => void;
}) {
  const move = useMoveSession();
  const form = useZodForm(moveSessionForm, { due_date: session.due_date, time: session.time });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await move.mutateAsync({ clientId, sessionId: session.id, ...values });
        onDone();
      }}
    >
      <DateField name="due_date" label="New date" hint="A weekday from today" />
      <FreeBandField
        clientId={clientId}
        label="New time"
        keep={{ day: session.due_date, time: session.time }}
      />
      <SubmitOrCancel submit="Move session" onCancel={onDone} cancel="Don’t move it" />
    </Form>
  );
}

export function SessionNoteForm({
  clientId,
  session,
  onDone,
}: {
  clientId: number;
  session: SessionView;
  onDone: () => void;
}) {
  const add = useAddSessionNote();
  const form = useZodForm(sessionNoteForm, { note: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync({ clientId, sessionId: session.id, ...values });
        onDone();
      }}
    >
      <TextField name="note" label="Session note" hint="The client reads this with the session" multiline />
      <SubmitOrCancel submit="Add note" onCancel={onDone} />
    </Form>
  );
}
