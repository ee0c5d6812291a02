import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const articlesRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/articles', lazy: page(() => import('./components/articles-page.tsx'), 'ArticlesPage') },
  ],
};
