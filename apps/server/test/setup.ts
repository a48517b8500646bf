import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that produced it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  if (calls.length > 0) {
    const first = calls.map((c) => c.map(String).join(' ')).join('\n');
    consoleError.mockClear();
    throw new Error(`console.error was called:\n${first}`);
  }
});
