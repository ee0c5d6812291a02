import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const confirmations = () => import('./components/confirmation-pages.tsx');

export const passwordResetRoutes: AreaRoutes = {
  loggedOut: [
    {
      path: '/reset-password',
      lazy: page(() => import('./components/reset-password-page.tsx'), 'ResetPasswordPage'),
    },
    { path: '/check-email', lazy: page(confirmations, 'CheckEmailPage') },
    { path: '/password-updated', lazy: page(confirmations, 'PasswordUpdatedPage') },
  ],
};
