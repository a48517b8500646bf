import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, mockFieldErrors } from '@/test/form-errors';
import { renderWithProviders } from '@/test/render';
import { LoginRequiredCard } from './login-required-card';

describe('LoginRequiredCard', () => {
  it("puts the server's field message under its field, focused, and keeps what was typed", async () => {
    mockFieldErrors('POST /api/login', 400, 'VALIDATION_ERROR', { password: 'Password is required' });
    const { user } = renderWithProviders(<LoginRequiredCard />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const password = screen.getByLabelText('Password');
    await expectFieldError(password, 'Password is required');
    expect(password).toHaveValue('secret');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
