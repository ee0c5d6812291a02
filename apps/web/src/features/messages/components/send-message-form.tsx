import { MESSAGE_MAX_LENGTH } from '@coaching/shared/constants';
import { type SendMessage, sendMessage } from '@coaching/shared/schemas/messages';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSendMessage } from '../api/send-message.ts';

export const NO_PLAN_ALERT = 'Unable to post message, client plan not found';

export function SendMessageForm({ planId }: { planId: number | null }) {
  const form = useZodForm(sendMessage, { message: '' } satisfies SendMessage);
  const send = useSendMessage();

  const submit = async (body: { message: string }) => {
    if (planId === null) {
      window.alert(NO_PLAN_ALERT);
      return;
    }
    await send.mutateAsync({ planId, body });
    form.reset({ message: '' });
  };

  return (
    <Form form={form} onSubmit={submit} className="chat__form">
      <TextField name="message" label="Your message" multiline maxLength={MESSAGE_MAX_LENGTH} />
      <Button type="submit">Send message</Button>
    </Form>
  );
}
