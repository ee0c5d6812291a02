import { useEffect } from 'react';

const SERVICE = 'Live Well Coaching';

let pageTitle = '';
let errorsShown = 0;
const showTitle = () => {
  document.title = `${errorsShown ? 'Error: ' : ''}${pageTitle} - ${SERVICE}`;
};

/** While a page shows errors its title starts with "Error: " (GOV.UK pattern), read out first. */
export function useErrorTitle(showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    errorsShown += 1;
    showTitle();
    return () => {
      errorsShown -= 1;
      showTitle();
    };
  }, [showing]);
}

/** Sets the document title; every screen has one h1, which the router focuses on navigation. */
export function Page({
  title,
  children,
  wide,
}: {
  title: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  useEffect(() => {
    pageTitle = title;
    showTitle();
  }, [title]);
  return <div className={wide ? 'page page--wide' : 'page'}>{children}</div>;
}

export function Heading({ children, caption }: { children: React.ReactNode; caption?: string }) {
  return (
    <h1 className="heading-xl" tabIndex={-1} data-page-heading>
      {caption ? <span className="caption">{caption}</span> : null}
      {children}
    </h1>
  );
}
