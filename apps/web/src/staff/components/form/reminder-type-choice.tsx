import { ChoiceGroup } from '../../../components/form/choice-group.tsx';

/** How a follow-up link goes out (`reminder_type`): the record's "Send the link now" and the bulk send. */
export function ReminderTypeChoice({ legend, hint }: { legend: string; hint?: string }) {
  return (
    <ChoiceGroup
      name="reminder_type"
      legend={legend}
      hint={hint}
      choices={[
        { value: 'email', label: 'Email' },
        { value: 'text', label: 'Text message' },
      ]}
      inline
    />
  );
}
