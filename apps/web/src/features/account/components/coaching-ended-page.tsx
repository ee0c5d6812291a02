import { Heading, Page } from '../../../components/page.tsx';
import { ServicePhone } from '../../../components/service-phone.tsx';
import { DownloadMyData } from './download-my-data.tsx';

/**
 * What a discharged client sees on every page once signed in (docs/product.md, Discharge): their
 * coaching has ended, their data can still be downloaded, and how to come back.
 */
export function CoachingEndedPage() {
  return (
    <Page title="Your coaching has ended">
      <Heading>Your coaching has ended</Heading>
      <p className="lead">
        Your coaching with Live Well has ended, and any sessions you had booked are cancelled. We keep your
        record safely, as the law requires of health services.
      </p>
      <DownloadMyData />
      <h2 className="heading-m">If you would like our help again</h2>
      <p>
        Call us free on <ServicePhone /> and we can start your coaching again with the record you already
        have.
      </p>
    </Page>
  );
}
