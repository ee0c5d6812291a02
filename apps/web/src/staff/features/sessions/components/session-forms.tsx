import { SESSION_TYPES } from '@coaching/shared/constants';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import {
  moveSessionForm,
  newSessionForm,
  sessionNoteForm,
} from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form } from '../../../../components/form/form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { useAddSessionNote } from '../../../lib/api/add-session-note.ts';
import { sessionsKey } from '../../../lib/api/get-staff-sessions.ts';
import { SESSION_TYPE_LABELS, sessionNow } from '../../../lib/session-labels.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
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
  linked = false,
}: {
  clientId: number;
  session: SessionView;
  onDone: () => void;
  /**
   * Opened by the address (My day's "Rearrange"), not by its button: no button press moved focus to
   * it, and the row may be far down a long list, so its first field takes focus and comes into view.
   */
  linked?: boolean;
}) {
  const move = useMoveSession();
  const queryClient = useQueryClient();
  const values = { due_date: session.due_date, time: session.time };
  const form = useZodForm(moveSessionForm, values);
  useEffect(() => {
    if (linked) form.setFocus('due_date');
  }, [linked, form]);
  // After a refusal the sessions have reloaded: say when the session is now, as its row shows it.
  const now = () => {
    const list = queryClient.getQueryData<StaffSessionView[]>(sessionsKey(clientId));
    const latest = list?.find((s) => s.id === session.id);
    return latest ? sessionNow(latest) : null;
  };
  const saveVersion = useFormVersion(form, { etag: session.version, values, what: 'session', now });
  return (
    <Form
      form={form}
      onSubmit={async (typed) => {
        await saveVersion(async (ifMatch) => {
          const list = await move.mutateAsync({ clientId, sessionId: session.id, ifMatch, ...typed });
          return { etag: list.find((s) => s.id === session.id)?.version ?? null };
        });
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
