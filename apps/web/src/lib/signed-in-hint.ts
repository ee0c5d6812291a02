import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server which HTML to paint first on the next visit to `/` (issue 36): the signed-in frame
 * while a client token is stored, the sign-in page otherwise. It carries no secret, so it is readable
 * by scripts and sent only to this site.
 */
export function followSignedIn(signedIn: boolean): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  const age = signedIn ? YEAR_IN_SECONDS : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on the older phones this service is for.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? '1' : ''}; path=/; max-age=${age}; samesite=strict${secure}`;
}
