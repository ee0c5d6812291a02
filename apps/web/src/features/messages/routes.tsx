import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const messagesRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/messages', lazy: page(() => import('./components/messages-page.tsx'), 'MessagesPage') },
  ],
};
