import { Link } from 'react-router';
import { Heading, Page } from '../../../components/page.tsx';
import { YOUNG_PEOPLE_SERVICES } from '../external-links.ts';
import { HelpfulArticles } from './helpful-articles.tsx';

/** /eligibility/too-young. */
export function TooYoungPage() {
  return (
    <Page title="You need to be 18 to use our service">
      <Heading>Oh no! You need to be 18 to use our service.</Heading>
      <p className="lead">These services can help you instead:</p>
      <ul className="list--bullet">
        {YOUNG_PEOPLE_SERVICES.map((service) => (
          <li key={service.href}>
            <a href={service.href} rel="noopener">
              {service.label}
            </a>
          </li>
        ))}
      </ul>
      <p>
        Entered the wrong date of birth? <Link to="/register">Go back and change it</Link>.
      </p>
      <HelpfulArticles />
    </Page>
  );
}
