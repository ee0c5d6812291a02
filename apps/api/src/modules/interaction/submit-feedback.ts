import type { FeedbackRequest } from '@coaching/shared/schemas/interaction';
import type { Executor } from '../../db/client.ts';
import { insertFeedback, rememberPromptAnswered } from './interaction-repository.ts';

/** A rating only means something for the experience topic, so other topics store none. */
export async function submitFeedback(
  db: Executor,
  clientId: number,
  request: FeedbackRequest,
): Promise<void> {
  await insertFeedback(db, {
    clientId,
    topic: request.topic,
    rating: request.topic === 'experience' ? (request.rating ?? null) : null,
    comments: request.comments,
  });
  if (request.prompt) await rememberPromptAnswered(db, clientId, request.prompt);
}
