import type { RouteObject } from 'react-router';

/** Routes under /staff, with their own layout (mounted outside the client portal's layout). */
export const staffRoutes: RouteObject[] = [];
