import type { HelpRequest } from '@coaching/shared/schemas/interaction';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sendHelpMessage = (request: HelpRequest) =>
  api.postOnce<{ data: string }>('interaction/help', request);

export const useSendHelpMessage = () => useMutation({ mutationFn: sendHelpMessage });
