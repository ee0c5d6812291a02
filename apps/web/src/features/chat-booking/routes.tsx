import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const chatBookingRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/book-a-chat', lazy: page(() => import('./components/book-a-chat-page.tsx'), 'BookAChatPage') },
    {
      path: '/suggest-time',
      lazy: page(() => import('./components/suggest-time-page.tsx'), 'SuggestTimePage'),
    },
    {
      path: '/update-goals',
      lazy: page(() => import('./components/update-goals-page.tsx'), 'UpdateGoalsPage'),
    },
    {
      path: '/update-goals/complete',
      lazy: page(() => import('./components/update-goals-page.tsx'), 'UpdateGoalsCompletePage'),
    },
  ],
};
