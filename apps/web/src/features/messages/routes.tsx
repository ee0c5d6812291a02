import { type AreaRoutes, page } from '../../app/area-routes.ts';

export const messagesRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/messages', lazy: page(() => import('./components/messages-page.tsx'), 'MessagesPage') },
  ],
};
