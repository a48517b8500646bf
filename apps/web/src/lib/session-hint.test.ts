import { afterEach, describe, expect, it } from 'vitest';
import { knownSignedOut, rememberSignedIn, SESSION_META_NAME, SIGNED_OUT } from './session-hint';

function serverSays(signedOut: boolean) {
  document.head.querySelector(`meta[name="${SESSION_META_NAME}"]`)?.remove();
  if (!signedOut) return;
  const meta = document.createElement('meta');
  meta.name = SESSION_META_NAME;
  meta.content = SIGNED_OUT;
  document.head.append(meta);
}

afterEach(() => {
  serverSays(false);
  window.localStorage.clear();
});

describe('whether the app asks GET /api/user', () => {
  it('does not ask when the server saw no session and this browser was not signed in', () => {
    serverSays(true);
    expect(knownSignedOut()).toBe(true);
  });

  it('asks when the server saw a session cookie (no meta tag)', () => {
    serverSays(false);
    expect(knownSignedOut()).toBe(false);
  });

  it('asks on a page kept from before login: the browser remembers it signed in since', () => {
    serverSays(true);
    rememberSignedIn(true);
    expect(knownSignedOut()).toBe(false);
    // A 401, a logout or an account deletion forgets it.
    rememberSignedIn(false);
    expect(knownSignedOut()).toBe(true);
  });
});
