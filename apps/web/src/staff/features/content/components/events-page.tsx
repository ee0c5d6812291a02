import { formatUkDate } from '@coaching/shared/rules/dates';
import {
  type ContentEvent,
  type EventForm,
  eventForm,
  newEventForm,
} from '@coaching/shared/schemas/staff-content';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useContentEvents } from '../api/get-content-events.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { ContentListPage } from './content-list-page.tsx';

const blank: EventForm = {
  title: '',
  description: '',
  image: '/images/activity.svg',
  slug: '',
  start_date: '',
  retired: false,
};

/** An existing event's form saves over the version it was filled from (see useFormVersion). */
function EventEditor({ event, onDone }: { event?: ContentEvent | undefined; onDone: () => void }) {
  const save = useSaveEvent();
  const values = event
    ? {
        title: event.title,
        description: event.description,
        image: event.image,
        slug: event.slug,
        start_date: event.start_date,
        retired: event.retired,
      }
    : blank;
  // A new event is today or later; an edit may keep a date now past (the server refuses moving one there).
  const form = useZodForm(event ? eventForm : newEventForm, values);
  const saveVersion = useFormVersion(form, { etag: event?.version ?? null, values, what: 'event' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await saveVersion(async (ifMatch) => {
          const saved = await save.mutateAsync({ ...(event ? { id: event.id, ifMatch } : {}), ...values });
          return { etag: saved.version };
        });
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <TextField name="description" label="Description" hint="Clients see the first 40 words" multiline />
      <TextField name="image" label="Image" hint="A path like /images/activity.svg or a full https address" />
      <TextField
        name="slug"
        label="Short name for links"
        hint="Lower-case words joined by hyphens, like couch-to-5k"
      />
      <DateField name="start_date" label="Date" hint="Today or later" />
      <CheckboxField name="retired" label="Retired (clients no longer see it)" />
      <SubmitOrCancel submit={event ? 'Save event' : 'Add event'} onCancel={onDone} />
    </Form>
  );
}

export function EventsPage() {
  const events = useContentEvents();
  return (
    <ContentListPage
      title="Events"
      noun="event"
      addLabel="Add an event"
      query={events}
      editor={(event, onDone) => <EventEditor event={event} onDone={onDone} />}
      summary={(event) => (
        <p className="secondary-text">
          {formatUkDate(event.start_date)}
          {event.retired ? ' · Retired' : ''}
        </p>
      )}
    />
  );
}
