import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const planRoutes: AreaRoutes = {
  loggedIn: [{ path: '/plan', lazy: page(() => import('./components/plan-page.tsx'), 'PlanPage') }],
};
