import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const authRoutes: AreaRoutes = {
  loggedOut: [
    { path: '/forgot-password', lazy: page(() => import('./components/login-page.tsx'), 'LoginPage') },
  ],
};
