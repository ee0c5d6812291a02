import { sendMessage } from '@coaching/shared/schemas/messages';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSendCoachMessage } from '../../lib/api/send-coach-message.ts';
import { SnippetChoice } from './snippet-choice.tsx';

type Props = {
  clientId: number;
  firstName: string;
  submitLabel?: string;
  /** After the message went: the client record empties the box, My day closes the reply. */
  onSent?: () => void;
  children?: React.ReactNode;
};

/** A message to a client, started from a snippet or typed; the record's Messages tab and My day use it. */
export function MessageForm({ clientId, firstName, submitLabel = 'Send message', onSent, children }: Props) {
  const send = useSendCoachMessage();
  const form = useZodForm(sendMessage, { message: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await send.mutateAsync({ clientId, ...values });
        form.reset({ message: '' });
        onSent?.();
      }}
    >
      <SnippetChoice clientId={clientId} firstName={firstName} />
      <TextField name="message" label="Your message" hint="The client gets a notification" multiline />
      <div className="staff-inline-actions">
        <Button type="submit" pending={send.isPending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </Form>
  );
}
