import { useEffect } from 'react';

const SERVICE = 'Live Well Coaching';

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
    document.title = `${title} - ${SERVICE}`;
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
