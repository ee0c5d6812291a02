import { CLOSURE_WORKING_DAYS } from '@coaching/shared/constants';
import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';

export function PrivacyPage() {
  return (
    <Page title="Privacy policy">
      <Heading>Privacy policy</Heading>
      <p className="lead">
        We use your information only to give you coaching and to run and improve this free service.
      </p>
      <h2 className="heading-m">What we collect</h2>
      <p>
        Your name, contact details, date of birth, GP surgery, and the answers you give in the quick health
        check, along with notes your coach writes about your plan and sessions.
      </p>
      <h2 className="heading-m">How we keep it safe</h2>
      <p>
        Your information is stored in the UK, encrypted in transit, and seen only by your coach and the staff
        who run the service. Every time staff open your record it is logged.
      </p>
      <h2 className="heading-m">Sharing</h2>
      <p>
        We only share pseudonymised information (with your name and contact details removed) for evaluating
        the service if you agree to it. You can change your mind at any time.
      </p>
      <h2 className="heading-m">Closing your account</h2>
      <p>
        You can ask us to close your account from your account page. We action it within{' '}
        {CLOSURE_WORKING_DAYS} working days and erase your name, contact details and everything you and your
        coach wrote. To report on the service we keep a record without your name: your year of birth, postcode
        district, gender, ethnicity, GP practice, goals, health check scores and the dates of your sessions.
        Only our staff can see it, and it is kept while our contract to run the service lasts.
      </p>
      <p>
        Questions? Call us free on <ServicePhone />.
      </p>
    </Page>
  );
}

export function TermsPage() {
  return (
    <Page title="Terms of service">
      <Heading>Terms of service</Heading>
      <p className="lead">
        This is a free coaching service for adults who live, are registered with a GP, or work as a health
        professional in Dorset.
      </p>
      <ul className="list list--bullet">
        <li>You must be 18 or over.</li>
        <li>
          Coaching does not replace advice from your GP. If you feel unwell, contact your GP or call 111.
        </li>
        <li>Keep your password private. We will never ask you for it.</li>
        <li>Be respectful to your coach; we may close accounts used to abuse staff.</li>
      </ul>
    </Page>
  );
}

export function AccessibilityPage() {
  return (
    <Page title="Accessibility statement">
      <Heading>Accessibility statement</Heading>
      <p className="lead">We want as many people as possible to be able to use this service.</p>
      <p>
        You should be able to zoom in to 400% without text spilling off the screen, get around using just a
        keyboard or speech recognition software, and use the service with a screen reader. We aim to meet the
        Web Content Accessibility Guidelines version 2.2 at AA standard.
      </p>
      <p>
        If you find a problem or need information in a different format, call us free on <ServicePhone />.
      </p>
    </Page>
  );
}
