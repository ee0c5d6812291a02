import { useErrorTitle } from './page.tsx';

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
