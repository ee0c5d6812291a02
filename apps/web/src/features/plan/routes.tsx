import { type AreaRoutes, page } from '../../app/area-routes.ts';

export const planRoutes: AreaRoutes = {
  loggedIn: [{ path: '/plan', lazy: page(() => import('./components/plan-page.tsx'), 'PlanPage') }],
};
