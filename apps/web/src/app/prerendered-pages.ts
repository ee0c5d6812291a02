import { SIGNED_IN_FRAME_FILE } from '@coaching/shared/constants';

/**
 * Public pages rendered to HTML at build time (issue 36), so their content paints before the
 * JavaScript arrives; each with its page's title (the `Page` title, which the browser sets once running).
 * Pages that draw from navigation state or a query string are left to the browser.
 */
export const PRERENDERED_PAGES = [
  { path: '/', title: 'Sign in' },
  { path: '/register', title: 'Register' },
  { path: '/register/somebody-else', title: 'Registering somebody else' },
  { path: '/register/email-not-received', title: 'Not received your email?' },
  { path: '/eligibility/email-exists', title: 'You already have an account' },
  { path: '/eligibility/too-young', title: 'You need to be 18 to use our service' },
  { path: '/eligibility/not-in-dorset', title: 'Your postcode is outside Dorset' },
  { path: '/what-happens-next', title: 'What happens next' },
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/terms', title: 'Terms of service' },
  { path: '/accessibility', title: 'Accessibility statement' },
] as const;

/** Where the build writes a page's HTML inside dist/, and where the API looks for it. */
export const prerenderedFile = (path: string): string => `prerendered${path === '/' ? '/index' : path}.html`;

/** The signed-in dashboard's frame: where the build writes it, and its title (the dashboard's). */
export const SIGNED_IN_FRAME = { file: SIGNED_IN_FRAME_FILE, title: 'Next steps' } as const;
