import { MESSAGING_SERVICE_LEVELS } from '@coaching/shared/constants';
import { Notice } from '../../../../components/inset.tsx';
import { Page } from '../../../../components/page.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { MessageForm } from '../../../components/message-form/message-form.tsx';
import { useStaffMessages } from '../../../lib/api/get-staff-messages.ts';
import { formatUkDateTime, fullName } from '../../../lib/format.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';

/** The same thread the client reads on /messages, seen from the coach's side. */
export function MessagesTab() {
  const record = useRecord();
  const clientId = useClientId();
  const messages = useStaffMessages(clientId);
  const canMessage = record.plan !== null && MESSAGING_SERVICE_LEVELS.includes(record.plan.service_level);
  return (
    <Page title={`${fullName(record)}: messages`} wide>
      <h2 className="heading-l">Messages</h2>
      <Loaded query={messages} what="the messages">
        {(thread) =>
          thread.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <div className="chat-log">
              <ul className="chat" aria-label={`Messages with ${record.first_name}`}>
                {thread.map((m) => (
                  <li
                    key={m.id}
                    className={`chat__message ${m.isCoach ? 'chat__message--own' : 'chat__message--coach'}`}
                  >
                    <p className="chat__meta">
                      <span className="chat__author">{m.isCoach ? m.author : `${m.author} (client)`}</span>{' '}
                      {formatUkDateTime(m.sent)}
                      {m.isCoach ? ` · ${m.user_seen ? 'Read' : 'Not read yet'}` : ''}
                    </p>
                    <p className="chat__text">{m.message}</p>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </Loaded>
      {canMessage ? (
        <MessageForm clientId={clientId} firstName={record.first_name} />
      ) : (
        <Notice kind="warning">
          Messages are part of service levels 2 and 3. Set the service level on the Plan tab to message this
          client.
        </Notice>
      )}
    </Page>
  );
}
