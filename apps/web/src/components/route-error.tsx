import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button.tsx';
import { Heading, Page } from '../components/page.tsx';
import { ServicePhone } from '../components/service-phone.tsx';
import { useNewVersionReload } from '../lib/use-new-version-reload.ts';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);

const TEXT = {
  checking: {
    title: 'Loading',
    heading: 'Loading the latest version of this page',
    advice: 'This should take only a moment.',
  },
  offline: {
    title: 'Page did not load',
    heading: 'This page did not load',
    advice: 'Check your internet connection, then try again.',
  },
  broken: {
    title: 'Sorry, there is a problem',
    heading: 'Sorry, there is a problem with the service',
    advice: 'Please try again.',
  },
};

/**
 * A page that failed to load offers a retry instead of a blank screen. One whose code did not load
 * is loaded again when the service answers (a new version went live), or says the person is offline.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const codeState = useNewVersionReload(!notFound && isChunkLoadError(error));
  if (notFound) return <NotFoundPage />;
  if (!codeState) console.error(error);
  const text = TEXT[codeState ?? 'broken'];
  return (
    <Page title={text.title}>
      <Heading>{text.heading}</Heading>
      <p>{text.advice}</p>
      {codeState === 'checking' ? null : (
        <>
          <p>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </p>
          <p>
            If it keeps happening, call us free on <ServicePhone />.
          </p>
        </>
      )}
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
