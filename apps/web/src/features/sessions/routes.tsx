import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const outcome = (name: 'SessionUpdatedPage' | 'CancelCheckinPage' | 'CancelCoachingPage') =>
  page(() => import('./components/outcome-pages.tsx'), name);

export const sessionsRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/sessions', lazy: page(() => import('./components/sessions-page.tsx'), 'SessionsPage') },
    { path: '/session-updated', lazy: outcome('SessionUpdatedPage') },
    { path: '/cancel-checkin', lazy: outcome('CancelCheckinPage') },
    { path: '/cancel-coaching', lazy: outcome('CancelCoachingPage') },
  ],
};
