import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * Whether this visit may have a session, so whether asking GET /api/user is worth it
 * (docs/decisions/0028). The server knows whether the request carried a live session cookie
 * and says so in a meta tag: `signed-out` means it did not, and a signed-out visitor's page then
 * makes no call that answers 401. A page can be older than the session, though (an HTML page the
 * browser kept from before the user logged in, shown again by Back), so the browser also remembers
 * that it was signed in; either one makes the app ask.
 */
export const SESSION_META_NAME = 'jobpeel-session';
export const SIGNED_OUT = 'signed-out';
const SIGNED_IN_HINT_KEY = 'jobpeel:signed-in';

/** What the server said about this request's session: known signed out, or maybe signed in. */
export function serverSaysSignedOut(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SESSION_META_NAME}"]`)?.content === SIGNED_OUT;
}

/** Known signed out with nothing to ask: the server said so and this browser was not signed in. */
export function knownSignedOut(): boolean {
  return serverSaysSignedOut() && readStorage('local', SIGNED_IN_HINT_KEY) === null;
}

/** Kept in step with every answer of GET /api/user, and cleared by logout and account deletion. */
export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) writeStorage('local', SIGNED_IN_HINT_KEY, '1');
  else removeStorage('local', SIGNED_IN_HINT_KEY);
}
