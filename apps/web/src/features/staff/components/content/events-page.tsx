import { formatUkDate } from '@coaching/shared/rules/dates';
import { type ContentEvent, type EventForm, eventForm } from '@coaching/shared/schemas/staff-content';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { CheckboxField } from '../../../../components/form/checkbox-field.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { useContentEvents } from '../../api/get-content-events.ts';
import { useSaveEvent } from '../../api/save-event.ts';
import { AdminOnly } from '../admin-only.tsx';
import { DateField } from '../form/date-field.tsx';
import { Loaded } from '../loaded.tsx';
import { ContentNav } from './content-nav.tsx';

const blank: EventForm = {
  title: '',
  description: '',
  image: '/images/activity.svg',
  slug: '',
  start_date: '',
  retired: false,
};

function EventEditor({ event, onDone }: { event?: ContentEvent; onDone: () => void }) {
  const save = useSaveEvent();
  const form = useZodForm(
    eventForm,
    event
      ? {
          title: event.title,
          description: event.description,
          image: event.image,
          slug: event.slug,
          start_date: event.start_date,
          retired: event.retired,
        }
      : blank,
  );
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...(event ? { id: event.id } : {}), ...values });
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
      <DateField name="start_date" label="Date" />
      <CheckboxField name="retired" label="Retired (clients no longer see it)" />
      <div className="button-group">
        <Button type="submit">{event ? 'Save event' : 'Add event'}</Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function EventsPage() {
  const events = useContentEvents();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  return (
    <AdminOnly>
      <Page title="Events" wide>
        <Heading caption="Content">Events</Heading>
        <ContentNav />
        {open === 'new' ? (
          <section className="staff-panel" aria-labelledby="new-event">
            <h2 className="heading-m" id="new-event">
              New event
            </h2>
            <EventEditor onDone={() => setOpen(null)} />
          </section>
        ) : (
          <p>
            <Button onClick={() => setOpen('new')}>Add an event</Button>
          </p>
        )}
        <Loaded query={events} what="the events">
          {(list) => (
            <ul className="cards">
              {list.map((event) => (
                <li className="card" key={event.id}>
                  {open === event.id ? (
                    <EventEditor event={event} onDone={() => setOpen(null)} />
                  ) : (
                    <>
                      <h2 className="heading-s">{event.title}</h2>
                      <p className="secondary-text">
                        {formatUkDate(event.start_date)}
                        {event.retired ? ' · Retired' : ''}
                      </p>
                      <Button variant="secondary" onClick={() => setOpen(event.id)}>
                        Edit<span className="visually-hidden"> {event.title}</span>
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Page>
    </AdminOnly>
  );
}
