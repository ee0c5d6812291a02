import { formatUkDate } from '@coaching/shared/rules/dates';
import { londonClock, londonDay } from '@coaching/shared/rules/london-time';
import type { MessageView } from '@coaching/shared/schemas/messages';
import { useEffect, useRef } from 'react';

function sentAt(sent: string): string {
  const when = new Date(sent);
  return `${formatUkDate(londonDay(when))} at ${londonClock(when)}`;
}

/** Coach messages on the left, the client's own on the right; new ones are announced politely. */
export function MessageList({ messages }: { messages: MessageView[] }) {
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  if (messages.length === 0) return <p>There are no messages yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
    <div className="chat-log" role="log" aria-label="Messages with your coach" tabIndex={0}>
      <ol className="chat">
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? end : undefined}
            className={`chat__message ${message.isCoach ? 'chat__message--coach' : 'chat__message--own'}`}
          >
            <p className="chat__meta">
              <span className="chat__author">{message.isCoach ? message.author : 'You'}</span>
              <span className="visually-hidden"> wrote on </span>
              <span className="secondary-text"> {sentAt(message.sent)}</span>
            </p>
            <p className="chat__text">{message.message}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
