import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const selfLogRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/record/:measure', lazy: page(() => import('./components/record-page.tsx'), 'RecordPage') },
  ],
};
