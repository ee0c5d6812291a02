import { MESSAGE_MAX_LENGTH } from '@coaching/shared/constants';
import { type HelpRequest, helpRequest, INTERACTION_MSG } from '@coaching/shared/schemas/interaction';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { CallUsNotice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendHelpMessage } from '../api/send-help-message.ts';

export function HelpPage() {
  const form = useZodForm(helpRequest, { message: '' });
  const send = useSendHelpMessage();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  const submit = async (values: HelpRequest) => {
    setFailed(false);
    try {
      const answer = await send.mutateAsync(values);
      if (answer.data !== 'ok') throw new Error('help message not accepted');
      navigate('/message-received');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length) throw error;
      console.error('Help message failed', error);
      setFailed(true);
    }
  };

  return (
    <Page title="Get in touch">
      <Heading>Get in touch</Heading>
      <p className="lead">
        Call us free on <ServicePhone />.
      </p>
      <h2 className="heading-m">Send us a message</h2>
      <Form form={form} onSubmit={submit}>
        {failed ? <CallUsNotice>{INTERACTION_MSG.helpFailed}</CallUsNotice> : null}
        <TextField
          name="message"
          label="Your message"
          hint="Tell us what you need help with. We will reply by your preferred contact method."
          maxLength={MESSAGE_MAX_LENGTH}
          multiline
        />
        <Button type="submit">Send message</Button>
      </Form>
    </Page>
  );
}

export function MessageReceivedPage() {
  return (
    <Page title="Message received">
      <Heading>Message received</Heading>
      <p className="lead">Thank you. We have received your message and will get back to you soon.</p>
      <p>
        If it is urgent, call us on <ServicePhone />.
      </p>
      <p>
        <Link to="/" className="button">
          Back to home
        </Link>
      </p>
    </Page>
  );
}
