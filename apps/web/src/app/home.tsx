import { lazy, Suspense } from 'react';
import { Loading } from '../components/loading.tsx';
import { useSession } from '../features/auth/api/get-profile.ts';
import { ChangedElsewhere, CoachingEnded, changedElsewhere } from './guards.tsx';

const LoginPage = lazy(() =>
  import('../features/auth/components/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
/** Also asked for by the signed-in frame, so the screen arrives while the profile loads, not after it. */
export const loadDashboardPage = () => import('../features/dashboard/components/dashboard-page.tsx');
const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));

/** "/" is the login form for visitors and the Next steps dashboard for clients (portal §2). */
export function Home() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  if (changedElsewhere(session)) return <ChangedElsewhere />;
  if (session.status === 'logged-in' && session.profile.coaching_ended) return <CoachingEnded />;
  return (
    <Suspense fallback={<Loading />}>
      {session.status === 'logged-in' ? <DashboardPage /> : <LoginPage />}
    </Suspense>
  );
}
