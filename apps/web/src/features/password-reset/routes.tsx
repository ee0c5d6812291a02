import type { AreaRoutes } from '../../app/area-routes.ts';

export const passwordResetRoutes: AreaRoutes = {};
