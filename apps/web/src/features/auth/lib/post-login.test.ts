import { describe, expect, it } from 'vitest';
import { decidePostLoginOverlay, POST_LOGIN_OVERLAY_MAX_AGE_MS } from './post-login';

const now = 1_700_000_000_000;

describe('decidePostLoginOverlay', () => {
  it('shows the overlay when the flag is set and the timestamp is fresh', () => {
    expect(decidePostLoginOverlay({ forceRefresh: 'true', timestamp: String(now - 500) }, now)).toBe('show');
    expect(
      decidePostLoginOverlay(
        { forceRefresh: 'true', timestamp: String(now - POST_LOGIN_OVERLAY_MAX_AGE_MS) },
        now,
      ),
    ).toBe('show');
  });

  it('clears and hides when the timestamp is more than 10 s old', () => {
    expect(
      decidePostLoginOverlay(
        { forceRefresh: 'true', timestamp: String(now - POST_LOGIN_OVERLAY_MAX_AGE_MS - 1) },
        now,
      ),
    ).toBe('clear');
  });

  it('treats a missing or unreadable timestamp as old', () => {
    expect(decidePostLoginOverlay({ forceRefresh: 'true', timestamp: null }, now)).toBe('clear');
    expect(decidePostLoginOverlay({ forceRefresh: 'true', timestamp: 'yesterday' }, now)).toBe('clear');
  });

  it('does nothing when no login set the flag', () => {
    expect(decidePostLoginOverlay({ forceRefresh: null, timestamp: String(now) }, now)).toBe('none');
    expect(decidePostLoginOverlay({ forceRefresh: null, timestamp: null }, now)).toBe('none');
  });
});
