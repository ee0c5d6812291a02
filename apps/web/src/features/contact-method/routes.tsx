import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const contactMethodRoutes: AreaRoutes = {
  loggedIn: [
    {
      path: '/update-contact',
      lazy: page(() => import('./components/update-contact-page.tsx'), 'UpdateContactPage'),
    },
  ],
};
