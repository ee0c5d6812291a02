import { type AreaRoutes, page } from '../../lib/area-routes.ts';

export const assessmentRoutes: AreaRoutes = {
  both: [
    { path: '/assessment', lazy: page(() => import('./components/assessment-page.tsx'), 'AssessmentPage') },
    {
      path: '/assessment/complete',
      lazy: page(() => import('./components/results/assessment-complete-page.tsx'), 'AssessmentCompletePage'),
    },
  ],
};
