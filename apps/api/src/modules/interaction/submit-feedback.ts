import type { FeedbackRequest } from '@coaching/shared/schemas/interaction';
import type { Db } from '../../db/client.ts';
import { insertFeedback, rememberPromptAnswered } from './interaction-repository.ts';

/**
 * A rating only means something for the experience topic, so other topics store none. The feedback
 * and its answered prompt commit together, so a failed request leaves nothing to send twice.
 */
export function submitFeedback(db: Db, clientId: number, request: FeedbackRequest): Promise<void> {
  return db.transaction(async (tx) => {
    await insertFeedback(tx, {
      clientId,
      topic: request.topic,
      rating: request.topic === 'experience' ? (request.rating ?? null) : null,
      comments: request.comments,
    });
    if (request.prompt) await rememberPromptAnswered(tx, clientId, request.prompt);
  });
}
