import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { fakeMatchMedia } from './match-media';

// jsdom lacks these browser APIs that the app (and Radix) touch.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: fakeMatchMedia(() => false),
  });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// Radix Select uses pointer capture and scrollIntoView, which jsdom does not implement.
if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Any console.error fails the test that caused it (React warnings, jsdom 'not implemented', ...).
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  // What a test stubbed (fetch through mockApi, print, URL ...) ends with it.
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  const calls = consoleError.mock.calls.slice();
  consoleError.mockRestore();
  expect(calls, 'console.error was called during the test').toEqual([]);
});
