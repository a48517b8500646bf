import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials';

describe('avatarInitials', () => {
  it('uses the first two letters of the username in capitals', () => {
    expect(avatarInitials('ab')).toBe('AB');
    expect(avatarInitials('jane.doe')).toBe('JA');
    expect(avatarInitials('x')).toBe('X');
  });

  it("falls back to 'JP' without a username", () => {
    expect(avatarInitials('')).toBe('JP');
    expect(avatarInitials('   ')).toBe('JP');
    expect(avatarInitials(null)).toBe('JP');
    expect(avatarInitials(undefined)).toBe('JP');
  });
});
