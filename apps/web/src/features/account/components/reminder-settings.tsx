import type { ReminderSettings } from '@coaching/shared/schemas/reminders';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings.ts';

/** Session reminders and follow-up check invitations, on or off per channel (issue 13). */
export function ReminderSettingsBlock() {
  const settings = useReminderSettings();
  return (
    <section id="reminders" aria-labelledby="reminders-heading">
      <h2 className="heading-m" id="reminders-heading">
        Reminders
      </h2>
      <p>
        We remind you of your sessions the working day before, text you an hour before if you allow texts, and
        invite you to your health check at 3, 6 and 12 months. Devices you turned notifications on for get
        these reminders too, unless you turn both of these off.
      </p>
      {settings.data ? <ReminderForm initial={settings.data} /> : null}
      {settings.isError ? (
        <Notice kind="error">
          <p>Your reminder settings could not be loaded. Please try again later.</p>
        </Notice>
      ) : null}
    </section>
  );
}

function ReminderForm({ initial }: { initial: ReminderSettings }) {
  const [email, setEmail] = useState(initial.email);
  const [sms, setSms] = useState(initial.sms);
  const save = useSaveReminderSettings();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ email, sms });
      }}
    >
      <fieldset className="fieldset" aria-describedby={initial.can_text ? undefined : 'reminders-sms-hint'}>
        <legend className="fieldset__legend">Send me reminders</legend>
        {initial.can_text ? null : (
          <p className="hint" id="reminders-sms-hint">
            Texts need a UK mobile number: add one under My details.
          </p>
        )}
        <div className="choice">
          <input
            className="choice__input"
            id="reminders-email"
            type="checkbox"
            checked={email}
            onChange={(e) => setEmail(e.target.checked)}
          />
          <label className="choice__label" htmlFor="reminders-email">
            By e-mail
          </label>
        </div>
        <div className="choice">
          <input
            className="choice__input"
            id="reminders-sms"
            type="checkbox"
            checked={sms}
            disabled={!initial.can_text}
            onChange={(e) => setSms(e.target.checked)}
          />
          <label className="choice__label" htmlFor="reminders-sms">
            By text message
          </label>
        </div>
      </fieldset>
      <Button type="submit" pending={save.isPending}>
        Save reminder settings
      </Button>
      {save.isSuccess ? (
        <Notice kind="success">
          <p>Your reminder settings have been saved.</p>
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice kind="error">
          <p>Your reminder settings could not be saved. Please try again.</p>
        </Notice>
      ) : null}
    </form>
  );
}
