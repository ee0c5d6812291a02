import { DEFAULT_SERVICE_PHONE, OPENING_HOURS } from '@coaching/shared/constants';

/** The server writes SERVICE_PHONE into index.html, so the number needs no request. */
function readPhone(): string {
  const content = document.querySelector('meta[name="service-phone"]')?.getAttribute('content');
  return content && !content.startsWith('__') ? content : DEFAULT_SERVICE_PHONE;
}

export const servicePhone = readPhone();
export const servicePhoneHref = `tel:${servicePhone.replace(/\s+/g, '')}`;
export const openingHours = OPENING_HOURS;
