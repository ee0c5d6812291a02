import { DEFAULT_SERVICE_PHONE, OPENING_HOURS } from '@coaching/shared/constants';

/**
 * The server writes SERVICE_PHONE (and the social links) into index.html, so they need no request.
 * Prerendered pages (issue 36) are drawn in Node with the placeholders, which the server fills in the same way.
 */
const prerendering = typeof document === 'undefined';

function readMeta(name: string): string {
  if (prerendering) return '';
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  return content && !content.startsWith('__') ? content : '';
}

export const servicePhone = prerendering
  ? '__SERVICE_PHONE__'
  : readMeta('service-phone') || DEFAULT_SERVICE_PHONE;
/**
 * The service's own pages, from FACEBOOK_URL and INSTAGRAM_URL; a link is hidden when unset. Not on
 * prerendered pages, which cannot know whether they are set: shown once the page runs (useHydrated).
 */
export const socialLinks = [
  { label: 'Facebook', href: readMeta('facebook-url') },
  { label: 'Instagram', href: readMeta('instagram-url') },
].filter((link) => link.href);
// As the server writes __SERVICE_PHONE_TEL__, so a prerendered link matches the one drawn here.
export const servicePhoneHref = prerendering
  ? 'tel:__SERVICE_PHONE_TEL__'
  : `tel:${servicePhone.replace(/[^\d+]/g, '')}`;
export const openingHours = OPENING_HOURS;
