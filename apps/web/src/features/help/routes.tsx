import type { AreaRoutes } from '../../app/area-routes.ts';

export const helpRoutes: AreaRoutes = {};
