import { describe, expect, it } from 'vitest';
import { defaultDraft, withPreset } from './draft';

const preset = {
  templateId: 2,
  length: 'standard',
  recipient: 'hr',
  customRecipient: null,
} as const;

describe('withPreset (docs/product.md §6 Settings preset)', () => {
  it('sets template, length and recipient, recomputing the recipient text', () => {
    const { draft, notes } = withPreset({ ...defaultDraft, jobDescription: 'Kept' }, preset, 'free');
    expect(draft).toMatchObject({
      templateId: '2',
      length: 'standard',
      recipient: 'hr',
      customRecipient: 'Human Resources',
      jobDescription: 'Kept',
    });
    expect(notes).toEqual([]);
  });

  it('uses the company name for company and the stored text for custom', () => {
    const withCompany = { ...defaultDraft, companyName: 'Acme' };
    expect(withPreset(withCompany, { ...preset, recipient: 'company' }, 'free').draft.customRecipient).toBe(
      'Acme',
    );
    expect(withPreset(defaultDraft, { ...preset, recipient: 'company' }, 'free').draft.customRecipient).toBe(
      'Hiring Team',
    );
    const custom = withPreset(
      withCompany,
      { ...preset, recipient: 'custom', customRecipient: 'Ms. Jane Smith' },
      'free',
    );
    expect(custom.draft).toMatchObject({ recipient: 'custom', customRecipient: 'Ms. Jane Smith' });
    expect(withPreset(withCompany, { ...preset, recipient: 'custom' }, 'free').draft.customRecipient).toBe(
      '',
    );
  });

  it('keeps the current template and length when the plan cannot use them, saying why', () => {
    const current = { ...defaultDraft, templateId: '2' };
    const locked = { ...preset, templateId: 5, length: 'concise', recipient: 'none' } as const;
    const { draft, notes } = withPreset(current, locked, 'free');
    expect(draft).toMatchObject({
      templateId: '2',
      length: 'standard',
      recipient: 'none',
      customRecipient: '',
    });
    expect(notes).toEqual([
      'The Creative Storyteller template needs the Pro plan; your current template was kept.',
      'The Concise length needs the Standard plan; your current length was kept.',
    ]);

    const technical = withPreset(current, { ...locked, templateId: 3 }, 'free');
    expect(technical.notes[0]).toBe(
      'The Technical Impact template needs the Standard plan; your current template was kept.',
    );
    const standard = withPreset(current, { ...locked, templateId: 3 }, 'standard');
    expect(standard.draft).toMatchObject({ templateId: '3', length: 'concise' });
    expect(standard.notes).toEqual([]);
    expect(withPreset(current, locked, 'pro').draft.templateId).toBe('5');
  });

  it('uses the loaded templates and keeps the current one when the preset template is gone', () => {
    const templates = [{ id: 9, name: 'Bold', metadata: { style: 'creative' as const } }];
    expect(withPreset(defaultDraft, { ...preset, templateId: 9 }, 'pro', templates).draft.templateId).toBe(
      '9',
    );
    const gone = withPreset(defaultDraft, { ...preset, templateId: 2 }, 'pro', templates);
    expect(gone.draft.templateId).toBe('1');
    expect(gone.notes).toEqual([
      "This preset's template is no longer available; your current template was kept.",
    ]);
  });
});
