import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const actionsRoutes: AreaRoutes = {
  loggedIn: [{ path: '/actions', lazy: page(() => import('./components/actions-page.tsx'), 'ActionsPage') }],
};
