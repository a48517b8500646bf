import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { POST_LOGIN_OVERLAY_TEXT, PostLoginOverlay } from './post-login-overlay';

describe('PostLoginOverlay', () => {
  it('clears stale flags without showing anything', () => {
    window.sessionStorage.setItem(sessionKeys.forceRefreshAfterLogin, 'true');
    window.sessionStorage.setItem(sessionKeys.loginRedirectTimestamp, String(Date.now() - 60_000));
    render(<PostLoginOverlay />);
    expect(screen.queryByText(POST_LOGIN_OVERLAY_TEXT)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(sessionKeys.forceRefreshAfterLogin)).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.loginRedirectTimestamp)).toBeNull();
  });

  it('clears fresh flags once the page has finished loading', () => {
    window.sessionStorage.setItem(sessionKeys.forceRefreshAfterLogin, 'true');
    window.sessionStorage.setItem(sessionKeys.loginRedirectTimestamp, String(Date.now()));
    render(<PostLoginOverlay />);
    // jsdom has finished loading already, so the overlay goes as soon as it has mounted.
    expect(document.readyState).toBe('complete');
    expect(window.sessionStorage.getItem(sessionKeys.forceRefreshAfterLogin)).toBeNull();
    expect(screen.queryByText(POST_LOGIN_OVERLAY_TEXT)).not.toBeInTheDocument();
  });
});
