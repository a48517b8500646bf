import { expect, vi } from 'vitest';
import { jsonResponse, mockApi } from './render';

/** An API error answer whose envelope carries field messages; the message is the first of them. */
export function fieldErrorResponse(status: number, code: string, fields: Record<string, string>): Response {
  const message = Object.values(fields)[0] ?? 'Please check the highlighted fields.';
  return jsonResponse({ message, code, fields, requestId: 'r' }, { status });
}

/**
 * Serves `route` (e.g. 'POST /api/login') with an API error carrying field messages; any other
 * request but the CSRF token fails the test. Returns the fetch spy.
 */
export function mockFieldErrors(route: string, status: number, code: string, fields: Record<string, string>) {
  return mockApi({ [route]: () => fieldErrorResponse(status, code, fields) });
}

/**
 * The field shows `message` as its error (once the answer is in), is marked invalid and has the
 * focus, as the first invalid field of a form should.
 */
export async function expectFieldError(field: HTMLElement, message: string): Promise<void> {
  await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}
