import { PASSWORD_CREATION_TTL_HOURS } from '@coaching/shared/constants';
import { type ResendWelcomeRequest, resendWelcomeRequest } from '@coaching/shared/schemas/registration';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthField } from '../../../components/form/date-of-birth-field.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { resendWelcome } from '../api/resend-welcome.ts';

/** /register/email-not-received: sends the welcome e-mail again with a fresh link. */
export function EmailNotReceivedPage() {
  const form = useZodForm(resendWelcomeRequest, { email: '', dob: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: ResendWelcomeRequest) => {
    await resendWelcome(values);
    setSentTo(values.email);
  };

  return (
    <Page title="Not received your email?">
      <Heading>Not received your email?</Heading>
      <p>Emails can take a few minutes to arrive. Check your spam or junk folder too.</p>
      <p>
        The link to create your password works once, for {PASSWORD_CREATION_TTL_HOURS / 24} days. Enter the
        email address and date of birth you registered with and we will send a new one.
      </p>
      {sentTo ? (
        <Notice kind="success" title="Email sent">
          If {sentTo} is registered with that date of birth, we have sent it a new link.
        </Notice>
      ) : null}
      <Form form={form} onSubmit={submit}>
        <TextField name="email" label="Email address" type="email" autoComplete="email" />
        <DateOfBirthField name="dob" />
        <Button type="submit">Send the email again</Button>
      </Form>
      <p>
        Still stuck? Call us free on <ServicePhone />.
      </p>
    </Page>
  );
}
