import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, fieldErrorResponse, mockFieldErrors } from '@/test/form-errors';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it("shows the server's refusal of the code under the code field, focused, keeping it", async () => {
    mockFieldErrors('POST /api/auth/verify-reset-code', 400, 'INVALID_RESET_CODE', {
      code: 'Invalid or expired verification code',
    });
    const { user } = renderWithProviders(<ResetPasswordForm email="ada@example.com" />);
    const code = screen.getByLabelText('Verification Code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    await expectFieldError(code, 'Invalid or expired verification code');
    expect(code).toHaveValue('654321');
  });

  it("sends the verified code with the new password and shows the server's policy message under it", async () => {
    const common = 'This password is too common. Please choose a less predictable one.';
    const fetch = mockApi({
      'POST /api/auth/verify-reset-code': () => jsonResponse({ message: 'Code Verified' }),
      'POST /api/auth/reset-password': () => fieldErrorResponse(400, 'WEAK_PASSWORD', { password: common }),
    });
    const { user } = renderWithProviders(<ResetPasswordForm email="ada@example.com" />);
    await user.type(screen.getByLabelText('Verification Code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    const password = await screen.findByLabelText('New Password');
    await user.type(password, 'Password123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await expectFieldError(password, common);
    expect(password).toHaveValue('Password123!');
    const resetCall = fetch.mock.calls.find(([url]) => url === '/api/auth/reset-password');
    expect(JSON.parse(String(resetCall?.[1]?.body))).toMatchObject({
      email: 'ada@example.com',
      code: '123456',
      password: 'Password123!',
    });
  });
});
