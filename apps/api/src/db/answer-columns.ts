// Column lists that more than one module answers with, under the answer's names: one list each, so
// the client's and the staff's answers cannot drift apart.
import { actions, events } from './schema.ts';

/** An action as the client's list and the coach's editor both give it (ActionView). */
export const actionAnswerColumns = {
  id: actions.id,
  title: actions.title,
  description: actions.description,
  due_date: actions.dueDate,
  status: actions.status,
};

/** An event as the client's plan and the content editor both give it. */
export const eventAnswerColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  image: events.image,
  slug: events.slug,
  start_date: events.startDate,
};
