import type { AreaRoutes } from '../../lib/area-routes.ts';

export const dashboardRoutes: AreaRoutes = {};
