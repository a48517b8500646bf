import { presetMessages } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoverLetterForm } from '@/app/cover-letter-form';
import { asUser, chooseOption, renderWithFormApi } from '@/test/form-api';
import { errorBody, jsonResponse, type mockApi, unauthorized } from '@/test/render';

const agency = {
  id: 1,
  name: 'Agency',
  templateId: 2,
  length: 'concise',
  recipient: 'custom',
  customRecipient: 'Ms. Jane Smith',
  createdAt: '2026-01-02T00:00:00.000Z',
} as const;
const bigCorp = {
  id: 2,
  name: 'Big Corp',
  templateId: 1,
  length: 'comprehensive',
  recipient: 'company',
  customRecipient: null,
  createdAt: '2026-01-03T00:00:00.000Z',
} as const;

const presetList =
  (...presets: unknown[]) =>
  () =>
    jsonResponse({ presets });
const renderForm = (routes: Parameters<typeof mockApi>[0]) => renderWithFormApi(<CoverLetterForm />, routes);

const picker = () => screen.findByRole('combobox', { name: 'Settings Preset' });

async function choosePreset(user: ReturnType<typeof renderForm>['user'], name: string) {
  await chooseOption(user, await picker(), name);
}

describe('settings presets (docs/product.md §4 step 1, §6, §2)', () => {
  it('shows anonymous visitors no presets and asks for none', async () => {
    const { callsTo } = renderForm({ 'GET /api/user': unauthorized });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await vi.waitFor(() => expect(callsTo('GET', '/api/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(screen.queryByRole('combobox', { name: 'Settings Preset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Preset' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/cover-letter-presets')).toHaveLength(0);
  });

  it('says so when there are no presets yet', async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(),
    });
    const trigger = await picker();
    await vi.waitFor(() => expect(trigger).toHaveTextContent('Apply a saved preset'));
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'No presets yet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('applies a preset to the template, length and recipient fields', async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('standard'),
      'GET /api/cover-letter-presets': presetList(agency, bigCorp),
    });
    await choosePreset(user, 'Agency');
    expect(await picker()).toHaveTextContent('Agency');
    expect(screen.getByRole('combobox', { name: 'Cover Letter Template' })).toHaveTextContent('Executive');
    expect(screen.getByRole('combobox', { name: 'Letter Length' })).toHaveTextContent('Concise');
    expect(screen.getByRole('combobox', { name: 'Recipient' })).toHaveTextContent('Custom');
    expect(screen.getByLabelText('Custom Recipient')).toHaveValue('Ms. Jane Smith');

    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await choosePreset(user, 'Big Corp');
    expect(screen.getByRole('combobox', { name: 'Cover Letter Template' })).toHaveTextContent('Professional');
    expect(screen.getByRole('combobox', { name: 'Letter Length' })).toHaveTextContent('Comprehensive');
    expect(screen.getByRole('combobox', { name: 'Recipient' })).toHaveTextContent('Company');
    expect(screen.getByText('The letter will be addressed to: Acme')).toBeInTheDocument();
  });

  it('keeps the current template when the preset template is locked for the plan, and says why', async () => {
    const creative = { ...agency, id: 3, name: 'Studio', templateId: 5, length: 'standard', recipient: 'hr' };
    const { user } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(creative),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await choosePreset(user, 'Studio');

    expect(
      await screen.findByText(
        'The Creative Storyteller template needs the Pro plan; your current template was kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cover Letter Template' })).toHaveTextContent('Professional');
    expect(screen.getByRole('combobox', { name: 'Recipient' })).toHaveTextContent('HR Department');
    expect(screen.getByText('The letter will be addressed to: Human Resources')).toBeInTheDocument();
  });
});

describe('Save Settings Preset dialog (docs/product.md §4, §7 Preset name)', () => {
  async function openDialog(user: ReturnType<typeof renderForm>['user']) {
    await picker();
    await user.click(screen.getByRole('button', { name: 'Save Preset' }));
    return screen.findByRole('dialog', { name: 'Save Settings Preset' });
  }

  it('checks the name before sending anything', async () => {
    const { user, callsTo } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));
    expect(within(dialog).getByText(presetMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Preset Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Preset Name'), 'x'.repeat(65));
    expect(within(dialog).queryByText(presetMessages.nameRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));
    expect(within(dialog).getByText('Name must be less than 64 characters')).toBeInTheDocument();
    expect(callsTo('POST', '/api/cover-letter-presets')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the current settings, closes and refreshes the list', async () => {
    const saved = { ...agency, id: 9, name: 'Remote roles', templateId: 1, length: 'standard' };
    const { user, callsTo } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': [presetList(), presetList(saved)],
      'POST /api/cover-letter-presets': () => jsonResponse({ preset: saved }, { status: 201 }),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    await user.clear(screen.getByLabelText('Custom Recipient'));
    await user.type(screen.getByLabelText('Custom Recipient'), 'Ms. Jane Smith');

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Preset Name'), '  Remote roles ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    expect(await screen.findByText('Preset saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = callsTo('POST', '/api/cover-letter-presets');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Remote roles',
      templateId: 1,
      length: 'standard',
      recipient: 'custom',
      customRecipient: 'Ms. Jane Smith',
      _csrf: 'test-token',
    });
    await vi.waitFor(() => expect(callsTo('GET', '/api/cover-letter-presets')).toHaveLength(2));
    // The new preset is listed but nothing is chosen for the user.
    const trigger = await picker();
    expect(trigger).toHaveTextContent('Apply a saved preset');
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'Remote roles' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the name is taken", async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(agency),
      'POST /api/cover-letter-presets': () =>
        errorBody(409, {
          message: presetMessages.nameTaken,
          code: 'PRESET_NAME_TAKEN',
          fields: { name: presetMessages.nameTaken },
        }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Preset Name'), 'Agency');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    expect(await within(dialog).findByText(presetMessages.nameTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save Settings Preset' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Preset Name')).toHaveValue('Agency');
  });

  it('toasts the catalogue message when saving fails otherwise', async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(),
      'POST /api/cover-letter-presets': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Preset Name'), 'Remote roles');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    expect(await screen.findByText(presetMessages.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Preset Name')).toHaveValue('Remote roles');
  });

  it("shows the server's reason when a rule stops the save", async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('free'),
      'GET /api/cover-letter-presets': presetList(),
      'POST /api/cover-letter-presets': () =>
        errorBody(400, { message: presetMessages.tooMany, code: 'PRESET_LIMIT_REACHED' }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Preset Name'), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save Preset' }));

    expect(await screen.findByText(presetMessages.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save Settings Preset' })).toBeInTheDocument();
  });
});

describe('deleting a preset', () => {
  it('asks first, deletes and refreshes the list', async () => {
    const { user, callsTo } = renderForm({
      'GET /api/user': asUser('standard'),
      'GET /api/cover-letter-presets': [presetList(agency, bigCorp), presetList(bigCorp)],
      'DELETE /api/cover-letter-presets/1': () => new Response(null, { status: 204 }),
    });
    await choosePreset(user, 'Agency');
    await user.click(screen.getByRole('button', { name: 'Delete preset Agency' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete preset?' });
    expect(callsTo('DELETE', '/api/cover-letter-presets/1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Preset' }));

    expect(await screen.findByText('Preset deleted')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/cover-letter-presets/1')).toHaveLength(1);
    await vi.waitFor(() => expect(callsTo('GET', '/api/cover-letter-presets')).toHaveLength(2));
    const trigger = await picker();
    await vi.waitFor(() => expect(trigger).toHaveTextContent('Apply a saved preset'));
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Delete preset/ })).not.toBeInTheDocument();
    // The form keeps the settings the preset had set.
    expect(screen.getByLabelText('Custom Recipient')).toHaveValue('Ms. Jane Smith');
    await user.click(trigger);
    expect(screen.queryByRole('option', { name: 'Agency' })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Big Corp' })).toBeInTheDocument();
  });

  it('toasts the failure and keeps the preset', async () => {
    const { user } = renderForm({
      'GET /api/user': asUser('standard'),
      'GET /api/cover-letter-presets': presetList(agency),
      'DELETE /api/cover-letter-presets/1': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    await choosePreset(user, 'Agency');
    await user.click(screen.getByRole('button', { name: 'Delete preset Agency' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete preset?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Preset' }));

    expect(await screen.findByText(presetMessages.deleteFailed)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await picker()).toHaveTextContent('Agency');
  });
});
