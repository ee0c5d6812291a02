import { Heading, Page } from '../../components/page.tsx';
import { useStaffMe } from '../lib/api/get-staff-me.ts';

/** Screens for administrators; the API refuses coaches anyway, this only explains it. */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const me = useStaffMe();
  if (me.role === 'admin') return <>{children}</>;
  return (
    <Page title="For administrators">
      <Heading>This page is for administrators</Heading>
      <p>Ask an administrator if you need something changed here.</p>
    </Page>
  );
}
