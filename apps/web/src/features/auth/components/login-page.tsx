import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  return (
    <Page title="Sign in">
      <div className="grid-row">
        <div className="grid-column-two-thirds">
          <Heading>Sign in to your coaching account</Heading>
          <p className="lead">
            Use the email address and date of birth you registered with, and your password.
          </p>
          <LoginForm />
        </div>
        <aside className="grid-column-one-third">
          <div className="card">
            <h2 className="heading-m">New to the service?</h2>
            <p>Get a free personal health and wellbeing plan and your own coach.</p>
            <p>
              <Link to="/register" className="button button--secondary">
                Register
              </Link>
            </p>
            <p>
              Or call us free on <ServicePhone />.
            </p>
          </div>
        </aside>
      </div>
    </Page>
  );
}
