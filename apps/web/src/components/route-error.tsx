import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button.tsx';
import { Heading, Page } from '../components/page.tsx';
import { ServicePhone } from '../components/service-phone.tsx';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

/** A page that failed to load offers a retry instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  const offline = isChunkLoadError(error);
  return (
    <Page title={offline ? 'Page did not load' : 'Sorry, there is a problem'}>
      <Heading>{offline ? 'This page did not load' : 'Sorry, there is a problem with the service'}</Heading>
      <p>{offline ? 'Check your internet connection, then try again.' : 'Please try again.'}</p>
      <p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </p>
      <p>
        If it keeps happening, call us free on <ServicePhone />.
      </p>
    </Page>
  );
}

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <Heading>Page not found</Heading>
      <p>If you typed the web address, check it is correct.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
