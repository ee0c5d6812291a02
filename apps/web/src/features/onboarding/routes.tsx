import { type AreaRoutes, page } from '../../lib/area-routes.ts';

const registration = () => import('./components/register-page.tsx');
const complete = () => import('./components/register-complete-page.tsx');
const eligibility = {
  emailExists: () => import('./components/email-exists-page.tsx'),
  tooYoung: () => import('./components/too-young-page.tsx'),
  notInDorset: () => import('./components/not-in-dorset-page.tsx'),
};

/** Registration redirects logged-in clients to / (onboarding §2); the rest work in both states. */
export const onboardingRoutes: AreaRoutes = {
  loggedOut: [{ path: '/register', lazy: page(registration, 'RegisterPage') }],
  both: [
    { path: '/register/complete', lazy: page(complete, 'RegisterCompletePage') },
    {
      path: '/register/verification-email',
      lazy: page(() => import('./components/verification-email-page.tsx'), 'VerificationEmailPage'),
    },
    {
      path: '/register/somebody-else',
      lazy: page(() => import('./components/somebody-else-page.tsx'), 'SomebodyElsePage'),
    },
    {
      path: '/register/email-not-received',
      lazy: page(() => import('./components/email-not-received-page.tsx'), 'EmailNotReceivedPage'),
    },
    { path: '/eligibility/email-exists', lazy: page(eligibility.emailExists, 'EmailExistsPage') },
    { path: '/eligibility/too-young', lazy: page(eligibility.tooYoung, 'TooYoungPage') },
    { path: '/eligibility/not-in-dorset', lazy: page(eligibility.notInDorset, 'NotInDorsetPage') },
    {
      path: '/what-happens-next',
      lazy: page(() => import('./components/what-happens-next-page.tsx'), 'WhatHappensNextPage'),
    },
    {
      path: '/password-creation',
      lazy: page(() => import('./components/password-creation-page.tsx'), 'PasswordCreationPage'),
    },
    {
      path: '/password-creation/complete',
      lazy: page(
        () => import('./components/password-creation-complete-page.tsx'),
        'PasswordCreationCompletePage',
      ),
    },
  ],
};
