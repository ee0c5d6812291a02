import { MESSAGE_MAX_LENGTH } from '@coaching/shared/constants';
import {
  FEEDBACK_TOPICS,
  type FeedbackTopic,
  feedbackComments,
  feedbackTopic,
  INTERACTION_MSG,
  isFeedbackPrompt,
} from '@coaching/shared/schemas/interaction';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { CallUsNotice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formDraft } from '../../../lib/form-draft.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';
import { FeedbackTopicForm, type TopicValues } from './feedback-topic-form.tsx';

const isTopic = (value: string | null): value is FeedbackTopic =>
  FEEDBACK_TOPICS.some((topic) => topic === value);

type FeedbackDraft = {
  topic: FeedbackTopic;
  rating: number | null;
  comments: string;
  step: 'topic' | 'comments';
};
/** Topic, rating and comments survive a reload until the feedback is sent (issue #28). */
const draft = formDraft<FeedbackDraft>('feedback-draft');

/** The topic page's answers when the draft had gone on to the comments page. */
function keptTopic(): TopicValues | null {
  const { step, topic, rating } = draft.load();
  if (step !== 'comments') return null;
  const parsed = feedbackTopic.safeParse(topic === 'experience' ? { topic, rating } : { topic });
  return parsed.success ? parsed.data : null;
}

/** What the topic page starts with: the draft's answers, else the topic the link suggested. */
function startingTopic(suggested: string | null): { topic?: FeedbackTopic; rating?: number | null } {
  const { topic, rating } = draft.load();
  if (topic) return { topic, rating: rating ?? null };
  return isTopic(suggested) ? { topic: suggested } : {};
}

/** Two pages (topic and rating, then comments) and a thank-you page (portal §4). */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const suggested = params.get('topic');
  const promptParam = params.get('prompt');
  const prompt = promptParam && isFeedbackPrompt(promptParam) ? promptParam : undefined;
  const [topic, setTopic] = useState<TopicValues | null>(keptTopic);
  const choose = (next: TopicValues | null) => {
    draft.save({ step: next ? 'comments' : 'topic' });
    setTopic(next);
  };
  const [sent, setSent] = useState(false);
  useFocusHeadingOnStep(sent ? 'sent' : topic ? 'comments' : 'topic');

  if (sent) {
    return (
      <Page title="Thank you for your feedback">
        <Heading>Thank you for your feedback</Heading>
        <p className="lead">We read every comment and use them to improve the service.</p>
        <p>
          <Link to="/" className="button">
            Back to home
          </Link>
        </p>
      </Page>
    );
  }
  if (!topic) {
    return (
      <Page title="Give feedback">
        <Heading caption="Step 1 of 2">Give feedback</Heading>
        <FeedbackTopicForm values={startingTopic(suggested)} onNext={choose} onChange={draft.save} />
      </Page>
    );
  }
  return (
    <Page title="Your comments - Give feedback">
      <Heading caption="Step 2 of 2">Your comments</Heading>
      <button type="button" className="back-link button--link" onClick={() => choose(null)}>
        Back
      </button>
      <CommentsForm
        topic={topic}
        prompt={prompt}
        onSent={() => {
          draft.clear();
          setSent(true);
        }}
      />
    </Page>
  );
}

function CommentsForm({
  topic,
  prompt,
  onSent,
}: {
  topic: TopicValues;
  prompt: string | undefined;
  onSent: () => void;
}) {
  const form = useZodForm(feedbackComments, { comments: draft.load().comments ?? '' });
  useAutosave(form, (values) => draft.save(values));
  const submit = useSubmitFeedback();
  const [failed, setFailed] = useState(false);

  const send = async ({ comments }: { comments: string }) => {
    setFailed(false);
    try {
      const rating = topic.topic === 'experience' ? topic.rating : undefined;
      const answer = await submit.mutateAsync({
        topic: topic.topic,
        comments,
        ...(rating ? { rating } : {}),
        ...(prompt ? { prompt } : {}),
      });
      if (answer.data !== 'ok') throw new Error('feedback not accepted');
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.errors.comments) throw error;
      console.error('Feedback failed', error);
      setFailed(true);
    }
  };

  return (
    <Form form={form} onSubmit={send}>
      {failed ? <CallUsNotice>{INTERACTION_MSG.feedbackFailed}</CallUsNotice> : null}
      <TextField name="comments" label="Your comments" maxLength={MESSAGE_MAX_LENGTH} multiline />
      <Button type="submit">Send feedback</Button>
    </Form>
  );
}
