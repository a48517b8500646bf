import { DAILY_LIMIT_MESSAGE, seededTemplates } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { jsonResponse, mockApi, renderWithProviders, testUser, unauthorized } from '@/test/render';
import { defaultDraft, toGenerateRequest, withCompanyName, withRecipient } from '../lib/draft';
import { GeneratorForm } from './generator-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const templates = seededTemplates.map(({ id, name, style, minPlan }) => ({
  id,
  name,
  metadata: { style, minPlan, description: `${name} letters` },
}));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(userResponse: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({
    'GET /api/user': userResponse,
    'GET /api/templates': () => jsonResponse(templates),
    ...extra,
  });
  const result = renderWithProviders(
    <>
      <LocationProbe />
      <GeneratorForm />
    </>,
  );
  return { ...result, fetch };
}

const asUser = (subscriptionStatus: string | null) => () => jsonResponse({ ...testUser, subscriptionStatus });
const currentPath = () => screen.getByTestId('location').textContent;

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Job Description'), 'Senior TypeScript engineer');
  await user.type(screen.getByLabelText('Resume Content'), 'Ada, TypeScript, 8 years');
}

describe('recipient rules (spec §4)', () => {
  it('sets the recipient text for each choice and mirrors the company name', () => {
    expect(withRecipient(defaultDraft, 'hr').customRecipient).toBe('Human Resources');
    expect(withRecipient(defaultDraft, 'hiring_manager').customRecipient).toBe('Hiring Manager');
    expect(withRecipient(defaultDraft, 'none').customRecipient).toBe('');
    expect(withRecipient(defaultDraft, 'company').customRecipient).toBe('Hiring Team');
    const company = withRecipient({ ...defaultDraft, companyName: 'Acme' }, 'company');
    expect(company.customRecipient).toBe('Acme');
    expect(withCompanyName(company, 'Globex').customRecipient).toBe('Globex');
    expect(withCompanyName(company, '  ').customRecipient).toBe('Hiring Team');
    // Custom keeps whatever text the last choice left, and the company name no longer mirrors.
    const custom = withRecipient(company, 'custom');
    expect(custom.customRecipient).toBe('Acme');
    expect(withCompanyName(custom, 'Initech').customRecipient).toBe('Acme');
  });

  it('sends includeRecipient always and the include flags only for non-empty sections (spec §5)', () => {
    const body = toGenerateRequest({ ...defaultDraft, skillsHighlights: 'React', educationHighlights: '  ' });
    expect(body).toMatchObject({
      templateId: 1,
      recipient: 'hiring_manager',
      customRecipient: 'Hiring Manager',
      length: 'standard',
      includeRecipient: true,
      includeSkills: true,
      includeEducation: false,
      includeAchievements: false,
    });
  });

  it('mirrors the Company Name field while Company is the recipient', async () => {
    const { user } = renderForm(asUser('free'));
    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    expect(screen.getByText('The letter will be addressed to: Hiring Team')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    expect(screen.getByText('The letter will be addressed to: Acme')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(screen.getByLabelText('Custom Recipient')).toHaveValue('Acme');
  });
});

describe('template and length access', () => {
  it('shows a free user Creative and Technical templates disabled with PRO and STANDARD+', async () => {
    const { user } = renderForm(asUser('free'));
    const picker = await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    expect(picker).toHaveTextContent('Professional');
    await user.click(picker);

    expect(await screen.findByRole('option', { name: /Professional/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: /Executive/ })).not.toHaveAttribute('aria-disabled');
    for (const name of ['Technical Impact', 'Engineering Narrative']) {
      const option = screen.getByRole('option', { name: new RegExp(name) });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(within(option).getByText('STANDARD+')).toBeInTheDocument();
    }
    for (const name of ['Creative Storyteller', 'Conversational']) {
      const option = screen.getByRole('option', { name: new RegExp(name) });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(within(option).getByText('PRO')).toBeInTheDocument();
    }
  });

  it('shows the loading state while templates load', async () => {
    mockApi({ 'GET /api/user': asUser('free'), 'GET /api/templates': () => new Promise<Response>(() => {}) });
    renderWithProviders(<GeneratorForm />);
    expect(await screen.findByText('Loading templates...')).toBeInTheDocument();
    expect(
      screen.getByText("Choose a template for your cover letter's structure and style."),
    ).toBeInTheDocument();
  });

  it('offers concise and comprehensive only to standard and pro users', async () => {
    const free = renderForm(asUser('free'));
    await free.user.click(await screen.findByRole('combobox', { name: 'Letter Length' }));
    expect(await screen.findByRole('option', { name: 'Standard' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: /Concise/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /Comprehensive/ })).toHaveAttribute('aria-disabled', 'true');
    free.unmount();

    const standard = renderForm(asUser('standard'));
    await standard.user.click(await screen.findByRole('combobox', { name: 'Letter Length' }));
    expect(await screen.findByRole('option', { name: 'Concise' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Comprehensive' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('submitting', () => {
  it('shows the validation messages on an empty submit and keeps what was typed', async () => {
    const { user, fetch } = renderForm(asUser('free'));
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.type(screen.getByLabelText('Skills Highlights'), 'React');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(screen.getByText('Job description is required')).toBeInTheDocument();
    expect(screen.getByText('Resume content is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Job Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('React');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/generate'))).toBe(false);
  });

  it('sends a visitor to /auth on AUTH_REQUIRED, keeping the draft for after login', async () => {
    const { user, unmount } = renderForm(unauthorized, {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: 'Please log in to continue.', code: 'AUTH_REQUIRED', requestId: 'r' },
          { status: 401 },
        ),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to generate cover letters.')).toBeInTheDocument();
    await vi.waitFor(() => expect(currentPath()).toBe('/auth'));
    const kept = JSON.parse(window.sessionStorage.getItem(sessionKeys.generatorDraft) ?? '{}');
    expect(kept).toMatchObject({ jobDescription: 'Senior TypeScript engineer', companyName: 'Acme' });
    unmount();

    // Back from login: the form comes back filled in.
    renderForm(asUser('free'));
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');
    expect(screen.getByLabelText('Resume Content')).toHaveValue('Ada, TypeScript, 8 years');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme');
  });

  it('shows the daily-limit toast with the upgrade and referral actions', async () => {
    const { user, fetch } = renderForm(asUser('free'), {
      'POST /api/cover-letters/generate': () =>
        jsonResponse(
          { message: DAILY_LIMIT_MESSAGE, code: 'DAILY_LIMIT_REACHED', requestId: 'r' },
          { status: 429 },
        ),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

    expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(screen.getByText(DAILY_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refer Friends' }));
    expect(currentPath()).toBe('/account?tab=referrals');
    // The input is kept.
    expect(screen.getByLabelText('Job Description')).toHaveValue('Senior TypeScript engineer');

    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/generate'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ templateId: 1, includeRecipient: true, includeSkills: false });
  });

  it('goes to the preview after a successful generation', async () => {
    const { user } = renderForm(asUser('pro'), {
      'POST /api/cover-letters/generate': () => jsonResponse({ id: 42, coverLetter: {} }, { status: 201 }),
    });
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/preview/42'));
  });
});
