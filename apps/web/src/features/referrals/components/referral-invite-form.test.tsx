import { referralMessages } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFieldError, fieldErrorResponse } from '@/test/form-errors';
import { mockApi, renderWithProviders } from '@/test/render';
import { ReferralInviteForm } from './referral-invite-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReferralInviteForm', () => {
  it("puts the server's email message under the field, focused, keeps the email and clears it on edit", async () => {
    mockApi({
      'POST /api/referral/send': () =>
        fieldErrorResponse(409, 'REFERRAL_CONFLICT', { email: referralMessages.inviteSelf }),
    });
    const { user } = renderWithProviders(<ReferralInviteForm />);
    const email = screen.getByLabelText("Friend's email");
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    await expectFieldError(email, referralMessages.inviteSelf);
    expect(email).toHaveValue('ada@example.com');

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
