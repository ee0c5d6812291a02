import type { AssessmentAnswers, ReminderType } from '@coaching/shared/schemas/assessment';
import type { AssessmentResult } from '@coaching/shared/schemas/assessment-result';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Submission = {
  answers: Partial<AssessmentAnswers>;
  link: { hash: string; reminderType: ReminderType } | null;
};

/** A logged-in check goes to assessment/new; a check by link to assessment/follow-up (onboarding §4). */
export function submitAssessment({ answers, link }: Submission) {
  return link
    ? api.post<AssessmentResult>('assessment/follow-up', {
        assessment: answers,
        hash: link.hash,
        reminder_type: link.reminderType,
      })
    : api.post<AssessmentResult>('assessment/new', { assessment: answers });
}

export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    // The count goes up (12 pages next time) and a link is used up: ask again on the next visit,
    // not now, while the page that submitted is still showing.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: ['assessment', 'pre'], refetchType: 'none' }),
      ]),
  });
}
