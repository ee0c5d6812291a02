import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const feedbackRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/feedback', lazy: page(() => import('./components/feedback-page.tsx'), 'FeedbackPage') },
  ],
};
