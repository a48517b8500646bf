import { PASSWORD_POLICY_MESSAGE, passwordRules } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, mockFieldErrors } from '@/test/form-errors';
import { heldResponse, jsonResponse, mockApi, renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

function ruleItem(label: string) {
  const item = within(screen.getByRole('list', { name: 'Requirements' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(label));
  if (!item) throw new Error(`no checklist item '${label}'`);
  return item;
}

/** Renders the form and fills its three fields. */
async function renderFilled(current: string, next: string, confirm = next) {
  const rendered = renderWithProviders(<ChangePasswordForm />);
  await rendered.user.type(screen.getByLabelText('Current Password'), current);
  await rendered.user.type(screen.getByLabelText('New Password'), next);
  await rendered.user.type(screen.getByLabelText('Confirm New Password'), confirm);
  return rendered;
}

describe('ChangePasswordForm', () => {
  it('shows the register checklist under the new password and ticks it while typing', async () => {
    const { user } = renderWithProviders(<ChangePasswordForm />);
    const newPassword = screen.getByLabelText('New Password');
    expect(newPassword).toHaveAccessibleDescription(expect.stringContaining('At least 10 characters'));
    for (const rule of passwordRules) expect(ruleItem(rule.label)).toHaveAttribute('data-met', 'false');

    await user.type(newPassword, 'abcDEF12');
    expect(ruleItem('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('One uppercase letter')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('One number')).toHaveAttribute('data-met', 'true');
    expect(ruleItem('At least 10 characters')).toHaveAttribute('data-met', 'false');
    expect(ruleItem('One special character')).toHaveAttribute('data-met', 'false');

    await user.type(newPassword, '!x');
    for (const rule of passwordRules) expect(ruleItem(rule.label)).toHaveAttribute('data-met', 'true');
  });

  it('refuses a password the checklist does not pass before calling the server, focusing it', async () => {
    const fetch = mockApi({});
    // Eight characters passed the old form; the server's policy refuses them.
    const { user } = await renderFilled('old-password', 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const newPassword = screen.getByLabelText('New Password');
    await expectFieldError(newPassword, PASSWORD_POLICY_MESSAGE);
    expect(newPassword).toHaveValue('abcdefgh');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field message under its field, focused, and keeps what was typed", async () => {
    mockFieldErrors('POST /api/user/password', 400, 'WRONG_PASSWORD', {
      currentPassword: 'Current password is incorrect',
    });
    const { user } = await renderFilled('Not-The-Password-1', 'Silver-Kettle-Moon-64');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    const current = screen.getByLabelText('Current Password');
    await expectFieldError(current, 'Current password is incorrect');
    expect(current).toHaveValue('Not-The-Password-1');
    expect(screen.getByLabelText('New Password')).toHaveValue('Silver-Kettle-Moon-64');
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button while the change is pending and empties the form once it is done', async () => {
    const change = heldResponse();
    mockApi({ 'POST /api/user/password': change.handler });
    const { user } = await renderFilled('Old-Password-1!', 'Silver-Kettle-Moon-64');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    change.answer(jsonResponse({ message: 'Password updated' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });
});
