import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const progressRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/progress', lazy: page(() => import('./components/progress-page.tsx'), 'ProgressPage') },
  ],
};
