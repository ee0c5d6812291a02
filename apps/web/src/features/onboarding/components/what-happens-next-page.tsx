import { FIRST_CHAT_WITHIN_HOURS, HEALTH_CHECK_LENGTH } from '@coaching/shared/constants';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { useSession } from '../../auth/api/get-profile.ts';

/** /what-happens-next: Have My Chat Now goes to /book-a-chat when logged in, else to / (onboarding §2). */
export function WhatHappensNextPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Page title="What happens next">
      <Heading>What happens next</Heading>
      <ol>
        <li>Create your password using the link we emailed you.</li>
        <li>Complete the quick health check. It takes {HEALTH_CHECK_LENGTH}.</li>
        <li>
          Have a first chat with an advisor, within {FIRST_CHAT_WITHIN_HOURS} hours or at a time that suits
          you.
        </li>
        <li>Your coach helps you make a plan and supports you along the way.</li>
      </ol>
      <p>
        <Button onClick={() => navigate(session.status === 'logged-in' ? '/book-a-chat' : '/')}>
          Have My Chat Now
        </Button>
      </p>
      <p>
        Or call us free on <ServicePhone />.
      </p>
    </Page>
  );
}
