import { useErrorTitle } from './page.tsx';
import { ServicePhone } from './service-phone.tsx';

/** Status and warning messages: role="status" is announced politely, "alert" at once. */
export function Notice({
  kind = 'info',
  title,
  children,
}: {
  kind?: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  children: React.ReactNode;
}) {
  useErrorTitle(kind === 'error');
  return (
    <div className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title ? <h2 className="heading-s">{title}</h2> : null}
      {children}
    </div>
  );
}

/**
 * A failure the page cannot put right: what went wrong, then the free number that can. One wording
 * everywhere. Beside Notice rather than in a file of its own, so the sign-in page's first load gains no
 * chunk for it (a script costs its headers as well as its bytes).
 */
export function CallUsNotice({ children }: { children: React.ReactNode }) {
  return (
    <Notice kind="error">
      <p>{children}</p>
      <p>
        Please call us on <ServicePhone />.
      </p>
    </Notice>
  );
}
