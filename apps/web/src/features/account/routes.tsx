import { type AreaRoutes, page } from '../../app/area-routes.ts';

const notices = () => import('./components/account-notice-pages.tsx');

export const accountRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/account', lazy: page(() => import('./components/account-page.tsx'), 'AccountPage') },
    { path: '/account-updated', lazy: page(notices, 'AccountUpdatedPage') },
  ],
  loggedOut: [{ path: '/account-closed', lazy: page(notices, 'AccountClosedPage') }],
};
