import { FEEDBACK_RATING_MAX } from '@coaching/shared/constants';
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_TOPIC_LABELS,
  FEEDBACK_TOPICS,
  type FeedbackTopic,
  feedbackTopic,
} from '@coaching/shared/schemas/interaction';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';

export type TopicValues = z.output<typeof feedbackTopic>;

const TOPIC_CHOICES = FEEDBACK_TOPICS.map((topic) => ({ value: topic, label: FEEDBACK_TOPIC_LABELS[topic] }));
const RATING_CHOICES = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => ({
  value: i + 1,
  label: `${i + 1} - ${FEEDBACK_RATING_LABELS[i + 1]}`,
}));

/**
 * Page 1: what the feedback is about, and a rating when it is about the service (portal §5). A
 * Continue without the rating says so at once (issue #28), as every other question does.
 */
export function FeedbackTopicForm({
  values,
  onNext,
  onChange,
}: {
  values: { topic?: FeedbackTopic | undefined; rating?: number | null | undefined };
  onNext: (values: TopicValues) => void;
  /** Each change of answer, to keep them in a draft. */
  onChange?: (values: Partial<z.input<typeof feedbackTopic>>) => void;
}) {
  const form = useZodForm(feedbackTopic, values);
  useAutosave(form, (answers) => onChange?.(answers));
  const aboutExperience = form.watch('topic') === 'experience';
  return (
    <Form form={form} onSubmit={onNext}>
      <ChoiceGroup name="topic" legend="What is your feedback about?" choices={TOPIC_CHOICES} />
      {aboutExperience ? (
        <ChoiceGroup
          name="rating"
          legend="How would you rate the service?"
          hint={`1 is very poor, ${FEEDBACK_RATING_MAX} is very good`}
          choices={RATING_CHOICES}
        />
      ) : null}
      <Button type="submit">Continue</Button>
    </Form>
  );
}
