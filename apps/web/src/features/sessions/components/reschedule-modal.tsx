import { dayWithWeekday } from '@coaching/shared/rules/day-names';
import { bandLabel } from '@coaching/shared/rules/diary';
import { formatRescheduleDate, timeFromLabel } from '@coaching/shared/rules/reschedule-window';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import { type RescheduleForm, rescheduleForm } from '@coaching/shared/schemas/sessions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Modal } from '../../../components/modal.tsx';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useTimeslots } from '../api/get-timeslots.ts';
import { useRescheduleSession } from '../api/reschedule-session.ts';
import { changedSinceOpened } from '../changed-since-opened.ts';
import { sessionName } from '../session-labels.ts';

const EMPTY = { date: '', timeslot: '' } satisfies RescheduleForm;

/**
 * Date and time are required; the times list waits for the server's free slots (portal §5). The move
 * is sent with the session's version the modal showed, so it cannot undo a change the client did not see.
 */
export function RescheduleModal({ session, onClose }: { session: SessionView; onClose: () => void }) {
  const slots = useTimeslots(session.id);
  const reschedule = useRescheduleSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(rescheduleForm, EMPTY);
  const saveVersion = useFormVersion(form, {
    etag: session.version,
    values: EMPTY,
    refused: () =>
      changedSinceOpened(
        queryClient.getQueryData<SessionView[]>(sessionsQuery.queryKey)?.find((s) => s.id === session.id),
        'moved',
      ),
  });
  const day = form.watch('date');

  useEffect(() => {
    if (slots.isError) console.error('Unable to load times', slots.error);
  }, [slots.isError, slots.error]);

  useEffect(() => {
    if (day !== undefined) form.resetField('timeslot', { defaultValue: '' });
  }, [day, form]);

  const submit = async (values: RescheduleForm) => {
    const time = timeFromLabel(values.timeslot);
    if (!time) throw new Error('Unknown time label');
    const date = formatRescheduleDate(values.date, time);
    await saveVersion(async (ifMatch) => {
      const sessions = await reschedule.mutateAsync({ taskId: session.id, date, ifMatch });
      return { etag: sessions.find((s) => s.id === session.id)?.version ?? null };
    });
    navigate('/session-updated');
  };

  const dates = slots.data?.dates ?? [];
  const times = (day && slots.data?.times[day]) || [];
  return (
    <Modal open title={`Reschedule: ${sessionName(session)}`} onClose={onClose}>
      {slots.data && dates.length === 0 ? (
        <p>There are no free times to move this session to. Please call us to rearrange it.</p>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <SelectField
          name="date"
          label="New date"
          loading={slots.isPending}
          choices={dates.map((value) => ({ value, label: dayWithWeekday(value) }))}
        />
        <SelectField
          name="timeslot"
          label="New time"
          hint={day ? undefined : 'Choose a date first'}
          loading={slots.isPending}
          disabled={!day}
          choices={times.map((label) => {
            const time = timeFromLabel(label);
            return { value: label, label: time ? bandLabel(time) : label };
          })}
        />
        <div className="button-group">
          <Button type="submit">Reschedule session</Button>
          <Button variant="secondary" onClick={onClose}>
            Keep the current time
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
