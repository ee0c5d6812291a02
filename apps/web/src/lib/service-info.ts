import { DEFAULT_SERVICE_PHONE, OPENING_HOURS } from '@coaching/shared/constants';

/** The server writes SERVICE_PHONE (and the social links) into index.html, so they need no request. */
function readMeta(name: string): string {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  return content && !content.startsWith('__') ? content : '';
}

export const servicePhone = readMeta('service-phone') || DEFAULT_SERVICE_PHONE;
/** The service's own pages, from FACEBOOK_URL and INSTAGRAM_URL; a link is hidden when unset. */
export const socialLinks = [
  { label: 'Facebook', href: readMeta('facebook-url') },
  { label: 'Instagram', href: readMeta('instagram-url') },
].filter((link) => link.href);
export const servicePhoneHref = `tel:${servicePhone.replace(/\s+/g, '')}`;
export const openingHours = OPENING_HOURS;
