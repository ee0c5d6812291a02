import { REMINDER_TYPES, type ReminderType } from '@coaching/shared/schemas/assessment';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { clientOwner } from '../../../lib/kept-drafts.ts';
import { useSession } from '../../auth/api/get-profile.ts';
import { usePreAssessment } from '../api/get-pre-assessment.ts';
import { AssessmentWizard } from './assessment-wizard.tsx';
import { CaseClosedPage, LinkUsedOrExpiredPage } from './pages/intro-page.tsx';
import { SomeoneElsesCheck } from './pages/someone-elses-check.tsx';

function NotAuthenticated() {
  useEffect(() => console.log('not authenticated'), []);
  return <Navigate to="/" replace />;
}

function Check({
  owner,
  hash,
  reminderType,
  signedIn,
}: {
  owner: string;
  hash: string | null;
  reminderType: ReminderType;
  /** Who is signed in on this device, if anyone. */
  signedIn?: { id: number; first_name: string } | undefined;
}) {
  const pre = usePreAssessment(hash);
  const [forOwner, setForOwner] = useState(false);
  useEffect(() => {
    if (pre.error) console.error('Pre-assessment missing', pre.error);
  }, [pre.error]);
  if (pre.isPending) return <Loading />;
  if (pre.isError) {
    return (
      <Page title="Quick health check">
        <Heading>Sorry, the health check did not load</Heading>
        <p>Please try again later.</p>
      </Page>
    );
  }
  if (pre.data.status === 'notfound') {
    return pre.data.reason === 'link-used-or-expired' ? <LinkUsedOrExpiredPage /> : <CaseClosedPage />;
  }
  if (hash && signedIn && signedIn.id !== pre.data.client_id && !forOwner) {
    return (
      <SomeoneElsesCheck
        owner={pre.data.first_name}
        signedInAs={signedIn.first_name}
        onContinue={() => setForOwner(true)}
      />
    );
  }
  return <AssessmentWizard owner={owner} pre={pre.data} link={hash ? { hash, reminderType } : null} />;
}

/**
 * /assessment: by a follow-up link (?h=...&reminder_type=text|email) or, without one, for the
 * logged-in client; with neither the visitor is sent to / (onboarding §4).
 */
export function AssessmentPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const hash = params.get('h') || null;
  const asked = params.get('reminder_type');
  const reminderType = REMINDER_TYPES.find((type) => type === asked) ?? 'email';
  if (session.status === 'loading') return <Loading />;
  if (hash) {
    return (
      <Check owner={`link:${hash}`} hash={hash} reminderType={reminderType} signedIn={session.profile} />
    );
  }
  if (session.status === 'logged-out') return <NotAuthenticated />;
  return <Check owner={clientOwner(session.profile.id)} hash={null} reminderType={reminderType} />;
}
