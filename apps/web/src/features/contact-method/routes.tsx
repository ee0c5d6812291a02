import type { AreaRoutes } from '../../app/area-routes.ts';

export const contactMethodRoutes: AreaRoutes = {};
