import { Heading, Page } from '../../../../components/page.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The signed-in staff member's own details and password. */
export function YourAccountPage() {
  const me = useStaffMe();
  return (
    <Page title="Your account">
      <Heading>Your account</Heading>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt className="summary-list__key">Name</dt>
          <dd className="summary-list__value">{me.name}</dd>
        </div>
        <div className="summary-list__row">
          <dt className="summary-list__key">Work email address</dt>
          <dd className="summary-list__value">{me.email}</dd>
        </div>
        <div className="summary-list__row">
          <dt className="summary-list__key">Role</dt>
          <dd className="summary-list__value">{me.role === 'admin' ? 'Administrator' : 'Coach'}</dd>
        </div>
        <div className="summary-list__row">
          <dt className="summary-list__key">Recovery codes left</dt>
          <dd className="summary-list__value">{me.recovery_codes_left}</dd>
        </div>
      </dl>
      <section aria-labelledby="change-password">
        <h2 className="heading-l" id="change-password">
          Change password
        </h2>
        <ChangePasswordForm />
      </section>
    </Page>
  );
}
