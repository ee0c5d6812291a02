import { z } from 'zod';
import { FEEDBACK_RATING_MAX, MESSAGE_MAX_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isRowIdText, requiredText } from './fields.ts';

/** The spec names only 'experience'; the rest is our short list of what people write about. */
export const FEEDBACK_TOPICS = ['experience', 'website', 'suggestion', 'other'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_TOPIC_LABELS: Record<FeedbackTopic, string> = {
  experience: 'My experience of the service',
  website: 'This website',
  suggestion: 'A suggestion',
  other: 'Something else',
};
export const FEEDBACK_RATING_LABELS: Record<number, string> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'OK',
  4: 'Good',
  5: 'Very good',
};

/** Portal §8: shown with the help phone line when a submission fails. */
export const INTERACTION_MSG = {
  helpFailed: 'Something went wrong while sending your message.',
  feedbackFailed: 'Something went wrong while submitting your feedback.',
} as const;

const rating = z
  .number({ error: MSG.choose })
  .int(MSG.choose)
  .min(1, MSG.choose)
  .max(FEEDBACK_RATING_MAX, MSG.choose);

/** Page 1 of the feedback form: the topic and, for the experience topic, a rating (portal §5). */
export const feedbackTopicShape = {
  topic: z.enum(FEEDBACK_TOPICS, { error: MSG.choose }),
  rating: rating.nullable().optional(),
};

function ratingWhenExperience(
  values: { topic: FeedbackTopic; rating?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (values.topic === 'experience' && (values.rating === null || values.rating === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['rating'], message: MSG.choose });
  }
}

export const feedbackTopic = z.strictObject(feedbackTopicShape).superRefine(ratingWhenExperience);

/** Page 2. */
export const feedbackCommentsShape = { comments: requiredText(MESSAGE_MAX_LENGTH) };
export const feedbackComments = z.strictObject(feedbackCommentsShape);

const SESSION_PROMPT = 'session-';

/** A dashboard feedback prompt: the client's chat, or one of their sessions. */
export const isFeedbackPrompt = (prompt: string) =>
  prompt === 'chat' ||
  (prompt.startsWith(SESSION_PROMPT) && isRowIdText(prompt.slice(SESSION_PROMPT.length)));

/** POST interaction/feedback; prompt names the dashboard prompt it answers, so it is not shown again. */
export const feedbackRequest = z
  .strictObject({
    ...feedbackTopicShape,
    ...feedbackCommentsShape,
    prompt: z.string().refine(isFeedbackPrompt, 'Unknown feedback prompt').optional(),
  })
  .superRefine(ratingWhenExperience);
export type FeedbackRequest = z.input<typeof feedbackRequest>;

/** POST interaction/help. */
export const helpRequest = z.strictObject({ message: requiredText(MESSAGE_MAX_LENGTH) });
export type HelpRequest = z.input<typeof helpRequest>;
