import { referralMessages } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, mockFieldErrors } from '@/test/form-errors';
import { renderWithProviders } from '@/test/render';
import { ReferralInviteForm } from './referral-invite-form';

describe('ReferralInviteForm', () => {
  it("puts the server's email message under the field, focused, keeps the email and clears it on edit", async () => {
    mockFieldErrors('POST /api/referral/send', 409, 'REFERRAL_CONFLICT', {
      email: referralMessages.inviteSelf,
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
