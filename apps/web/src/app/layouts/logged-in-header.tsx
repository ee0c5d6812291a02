import { portalNavigation } from '@coaching/shared/rules/navigation';
import type { Profile } from '@coaching/shared/schemas/profile';
import { lazy, Suspense } from 'react';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { HeaderNotices } from '../../features/dashboard/components/header-notices.tsx';
import { HeldBellPlace, SignedInHeaderShell } from './signed-in-header-shell.tsx';

// Signed-in only, so out of the public pages' first load (issue 36); its place is held while it loads.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function LoggedInHeader({ profile }: { profile: Profile }) {
  const logOut = useLogOut();
  return (
    <SignedInHeaderShell
      links={portalNavigation(profile.plan)}
      bell={
        <Suspense fallback={<HeldBellPlace />}>
          <NotificationBell />
        </Suspense>
      }
      logOut={
        <button type="button" className="button button--header-secondary" onClick={() => logOut()}>
          Log out
        </button>
      }
      welcome={
        <p>
          Welcome, <strong>{profile.first_name}</strong>
        </p>
      }
    >
      <HeaderNotices />
    </SignedInHeaderShell>
  );
}
