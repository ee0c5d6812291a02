import type { AreaRoutes } from '../../app/area-routes.ts';

export const planRoutes: AreaRoutes = {};
