import { THEME_STORAGE_KEY } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import {
  applyResolvedTheme,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
} from './theme-preference';

describe('theme preference', () => {
  it(`is read from and written to localStorage under '${THEME_STORAGE_KEY}'`, () => {
    expect(readThemePreference()).toBe('system');
    writeThemePreference('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemePreference()).toBe('dark');
    writeThemePreference('light');
    expect(readThemePreference()).toBe('light');
  });

  it("reads anything unknown, or a storage that throws, as 'system'", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readThemePreference(broken)).toBe('system');
  });

  it("resolves 'system' from the operating system and keeps explicit choices", () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('applies the dark class and colour scheme to the root element', () => {
    const root = document.createElement('html');
    applyResolvedTheme('dark', root);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyResolvedTheme('light', root);
    expect(root).not.toHaveClass('dark');
  });
});
