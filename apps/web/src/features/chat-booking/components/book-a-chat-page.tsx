import { FIRST_CHAT_WITHIN_HOURS, HEALTH_CHECK_LENGTH } from '@coaching/shared/constants';
import { phoneLinesOpenAt } from '@coaching/shared/rules/phone-lines';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { openingHours, servicePhone, servicePhoneHref } from '../../../lib/service-info.ts';
import { useProfile } from '../../auth/api/get-profile.ts';

/** Before any health check: do the check first, or go straight to the chat (onboarding §2). */
function NudgePage({ onChatNow }: { onChatNow: () => void }) {
  return (
    <Page title="Before your first chat">
      <Heading>Before your first chat</Heading>
      <p className="lead">Your quick health check helps your coach make the most of your first chat.</p>
      <p>It takes {HEALTH_CHECK_LENGTH}. You can also skip it and have your chat now.</p>
      <div className="button-group">
        <Link className="button button--primary" to="/assessment">
          Complete The Check
        </Link>
        <Button variant="secondary" onClick={onChatNow}>
          Have my chat now
        </Button>
      </div>
    </Page>
  );
}

function ChatPage({ first }: { first: boolean }) {
  const [calling, setCalling] = useState(false);
  const title = first ? 'Your first chat' : 'Book a chat';
  return (
    <Page title={title}>
      <Heading>{title}</Heading>
      <p className="lead">Talk to one of our advisors about your goals and how we can help.</p>
      <h2 className="heading-m">Call us now</h2>
      <p>
        Call us free on <ServicePhone />.
      </p>
      <p>
        <Button onClick={() => setCalling(true)}>Call Us Now</Button>
      </p>
      <h2 className="heading-m">Or we can call you</h2>
      <p>
        Tell us the days and times that suit you and an advisor will call you within {FIRST_CHAT_WITHIN_HOURS}{' '}
        hours.
      </p>
      <p>
        <Link to="/suggest-time" state={{ fromHome: false }}>
          Tell us when you're free
        </Link>
      </p>
      <Modal open={calling} title="Call us now" onClose={() => setCalling(false)}>
        <p>Our phone line is free to call.</p>
        <p className="heading-l">
          <a href={servicePhoneHref}>{servicePhone}</a>
        </p>
        <p>Lines are open {openingHours}.</p>
        {phoneLinesOpenAt(new Date()) ? (
          <p className="heading-s" data-testid="lines-now">
            The lines are open now.
          </p>
        ) : (
          <p className="heading-s" data-testid="lines-now">
            The lines are closed now. Call us when they open, or{' '}
            <Link to="/suggest-time" state={{ fromHome: false }}>
              tell us when you're free
            </Link>{' '}
            and we will call you.
          </p>
        )}
        <Button variant="secondary" onClick={() => setCalling(false)}>
          Close
        </Button>
      </Modal>
    </Page>
  );
}

/** /book-a-chat: the nudge while assessment_count is 0, otherwise the chat page. */
export function BookAChatPage() {
  const profile = useProfile();
  const [chatNow, setChatNow] = useState(false);
  const nudge = profile.assessment_count === 0 && !chatNow;
  useFocusHeadingOnStep(nudge ? 'nudge' : 'chat');
  if (nudge) return <NudgePage onChatNow={() => setChatNow(true)} />;
  return <ChatPage first={profile.completed_calls === 0} />;
}
