import { MESSAGE_MAX_LENGTH } from '@coaching/shared/constants';
import { type SendMessage, sendMessage } from '@coaching/shared/schemas/messages';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { formDraft } from '../../../lib/form-draft.ts';
import { useSendMessage } from '../api/send-message.ts';

export const NO_PLAN_ALERT = 'Unable to post message, client plan not found';

/** The message being typed survives a reload until it is sent (issue #28). */
const draft = formDraft<SendMessage>('message-draft');

export function SendMessageForm({ planId }: { planId: number | null }) {
  const form = useZodForm(sendMessage, { message: draft.load().message ?? '' } satisfies SendMessage);
  const send = useSendMessage();
  useAutosave(form, draft.save);

  const submit = async (body: { message: string }) => {
    if (planId === null) {
      window.alert(NO_PLAN_ALERT);
      return;
    }
    await send.mutateAsync({ planId, body });
    form.reset({ message: '' });
    draft.clear();
  };

  return (
    <Form form={form} onSubmit={submit} className="chat__form">
      <TextField name="message" label="Your message" multiline maxLength={MESSAGE_MAX_LENGTH} />
      <Button type="submit">Send message</Button>
    </Form>
  );
}
