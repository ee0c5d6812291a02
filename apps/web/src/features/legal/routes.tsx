import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const load = () => import('./components/legal-pages.tsx');

export const legalRoutes: AreaRoutes = {
  both: [
    { path: '/privacy', lazy: page(load, 'PrivacyPage') },
    { path: '/terms', lazy: page(load, 'TermsPage') },
    { path: '/accessibility', lazy: page(load, 'AccessibilityPage') },
  ],
};
