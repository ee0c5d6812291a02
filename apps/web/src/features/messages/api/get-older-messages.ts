import type { MessageView } from '@coaching/shared/schemas/messages';
import { api } from '../../../lib/api-client.ts';

/** The page of the chat before the message `before`, oldest first. */
export const getOlderMessages = (before: number) =>
  api.get<{ data: MessageView[] }>(`mlw/messages?before=${before}`).then((r) => r.data);
