import type { FeedbackRequest } from '@coaching/shared/schemas/interaction';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const submitFeedback = (request: FeedbackRequest) =>
  api.postOnce<{ data: string }>('interaction/feedback', request);

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
