import { presetMessages } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError, mockFieldErrors } from '@/test/form-errors';
import { mockApi, renderWithProviders } from '@/test/render';
import { SavePresetDialog } from './save-preset-dialog';

const settings = {
  templateId: 1,
  length: 'standard',
  recipient: 'hiring_manager',
  customRecipient: null,
} as const;

describe('SavePresetDialog', () => {
  it("puts the server's name message under the field, focused, and keeps the dialog and the name", async () => {
    mockFieldErrors('POST /api/cover-letter-presets', 409, 'PRESET_NAME_TAKEN', {
      name: presetMessages.nameTaken,
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <SavePresetDialog open onOpenChange={onOpenChange} settings={settings} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save Settings Preset' });
    const name = within(dialog).getByLabelText('Preset Name');
    await user.type(name, 'Agency');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    await expectFieldError(name, presetMessages.nameTaken);
    expect(name).toHaveValue('Agency');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a settings rule the schema refuses above the buttons, without calling the server', async () => {
    const fetch = mockApi({});
    const { user } = renderWithProviders(
      <SavePresetDialog open onOpenChange={() => {}} settings={{ ...settings, templateId: 0 }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save Settings Preset' });
    await user.type(within(dialog).getByLabelText('Preset Name'), 'Agency');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select a template');
    expect(fetch).not.toHaveBeenCalled();
  });
});
