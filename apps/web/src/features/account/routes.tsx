import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const notices = () => import('./components/account-notice-pages.tsx');

export const accountRoutes: AreaRoutes = {
  loggedIn: [
    { path: '/account', lazy: page(() => import('./components/account-page.tsx'), 'AccountPage') },
    { path: '/account-updated', lazy: page(notices, 'AccountUpdatedPage') },
  ],
  // Portal §2 lists it as logged out; it is in both sets because the closing client arrives logged
  // in, and the page itself clears the login state.
  both: [{ path: '/account-closed', lazy: page(notices, 'AccountClosedPage') }],
};
