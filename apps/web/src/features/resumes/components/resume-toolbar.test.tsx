import { resumeImportMessages, resumeImportSuccess, savedResumeMessages } from '@jobpeel/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoverLetterForm } from '@/app/cover-letter-form';
import { sessionKeys } from '@/lib/storage';
import { chooseOption, noSavedResume, renderWithFormApi } from '@/test/form-api';
import { errorBody, heldResponse, jsonResponse, type mockApi, testUser, unauthorized } from '@/test/render';
import { RESUME_AUTO_LOADED_KEY } from '../hooks/use-auto-load-resume';

const signedIn = () => jsonResponse(testUser);
const frontend = {
  id: 7,
  name: 'Frontend',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const data = {
  id: 8,
  name: 'Data',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const listOf =
  (...resumes: unknown[]) =>
  () =>
    jsonResponse({ resumes });

const parsed = {
  content: 'Ada Lovelace\nSenior engineer, TypeScript, 8 years',
  contactInfo: 'ada@example.com',
  method: 'docx',
  warnings: [],
  sections: {
    skillsHighlights: 'TypeScript, React',
    educationHighlights: 'BSc Mathematics',
    keyAchievements: '',
    experience: 'Acme, 2018-2026',
  },
} as const;

const renderForm = (userResponse: () => Response, routes: Parameters<typeof mockApi>[0] = {}) =>
  renderWithFormApi(<CoverLetterForm />, {
    'GET /api/user': userResponse,
    'GET /api/user/resumes': listOf(),
    ...routes,
  });

const resumeBox = () => screen.getByLabelText('Resume Content');
const button = (name: string) => screen.getByRole('button', { name });
const picker = () => screen.findByRole('combobox', { name: 'Saved Resumes' });
const docx = (name = 'resume.docx', size?: number) => {
  const file = new File(['PK fake docx'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function chooseResume(user: ReturnType<typeof renderForm>['user'], name: string) {
  await chooseOption(user, await picker(), name);
}

describe('resume import (docs/product.md §5 progress, §7, §9)', () => {
  it('shows the stages, blocks the other actions, then fills the boxes and names the method', async () => {
    const parse = heldResponse();
    const { user, callsTo } = renderForm(signedIn, {
      'GET /api/user/resumes': listOf(frontend),
      'POST /api/resume/parse': parse.handler,
    });
    await picker();
    await user.upload(screen.getByLabelText('Resume file'), docx());

    const bar = await screen.findByRole('progressbar', { name: 'Resume import progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
    expect(screen.getByText(/Uploading document|Converting document/)).toBeInTheDocument();
    for (const name of ['Import', 'Save', 'Save as New', 'Clear']) expect(button(name)).toBeDisabled();
    expect(await picker()).toBeDisabled();

    await vi.waitFor(() => expect(callsTo('POST', '/api/resume/parse')).toHaveLength(1));
    const body = callsTo('POST', '/api/resume/parse')[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('resume.docx');
    expect((body as FormData).get('_csrf')).toBe('test-token');

    parse.answer(jsonResponse(parsed));
    expect(await screen.findByText('Resume Imported')).toBeInTheDocument();
    expect(screen.getByText(resumeImportSuccess.docx)).toBeInTheDocument();
    expect(screen.queryByText(resumeImportMessages.warningsNotice)).not.toBeInTheDocument();
    expect(resumeBox()).toHaveValue(parsed.content);
    expect(screen.getByLabelText('Contact Information')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('TypeScript, React');
    expect(screen.getByLabelText('Education Highlights')).toHaveValue('BSc Mathematics');
    expect(screen.getByLabelText('Relevant Experience')).toHaveValue('Acme, 2018-2026');
    expect(screen.getByRole('progressbar', { name: 'Resume import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Complete')).toBeInTheDocument();

    // One second later the bar is gone and the actions are back.
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(button('Import')).toBeEnabled();
    expect(button('Save')).toBeEnabled();
  });

  it('keeps the highlights typed by the user when the import found none, and adds the warnings notice', async () => {
    const { user } = renderForm(unauthorized, {
      'POST /api/resume/parse': () =>
        jsonResponse({
          ...parsed,
          method: 'ocr-pdf',
          contactInfo: '',
          warnings: ['Page 2 was blank'],
          sections: { skillsHighlights: '', educationHighlights: '', keyAchievements: '', experience: '' },
        }),
    });
    await user.type(screen.getByLabelText('Key Achievements'), 'Cut costs 30%');
    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF'], 'scan.pdf'));

    expect(await screen.findByText(resumeImportSuccess['ocr-pdf'])).toBeInTheDocument();
    expect(screen.getByText(resumeImportMessages.warningsNotice)).toBeInTheDocument();
    expect(resumeBox()).toHaveValue(parsed.content);
    expect(screen.getByLabelText('Key Achievements')).toHaveValue('Cut costs 30%');
  });

  it("shows the server's message and keeps what was typed when the file is refused", async () => {
    const { user } = renderForm(signedIn, {
      'POST /api/resume/parse': () =>
        errorBody(415, { message: resumeImportMessages.unsupportedType, code: 'UNSUPPORTED_FILE_TYPE' }),
    });
    await user.type(resumeBox(), 'My own resume');
    await user.upload(screen.getByLabelText('Resume file'), docx());

    expect(await screen.findByText(resumeImportMessages.unsupportedType)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(resumeBox()).toHaveValue('My own resume');
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(button('Import')).toBeEnabled();
  });

  it('says no content was extracted when the result is blank', async () => {
    const { user } = renderForm(unauthorized, {
      'POST /api/resume/parse': () => jsonResponse({ ...parsed, content: '  \n' }),
    });
    await user.type(resumeBox(), 'Typed');
    await user.upload(screen.getByLabelText('Resume file'), docx());
    expect(await screen.findByText(resumeImportMessages.noContent)).toBeInTheDocument();
    expect(resumeBox()).toHaveValue('Typed');
  });

  it('uses the default message when the server gives no reason', async () => {
    const { user } = renderForm(unauthorized, {
      'POST /api/resume/parse': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    await user.upload(screen.getByLabelText('Resume file'), docx());
    expect(await screen.findByText(resumeImportMessages.importFailed)).toBeInTheDocument();
  });

  it('refuses other types and files over 5 MB without uploading', async () => {
    const { callsTo } = renderForm(unauthorized);
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    const input = screen.getByLabelText('Resume file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');

    fireEvent.change(input, { target: { files: [new File(['x'], 'resume.txt')] } });
    expect(await screen.findByText(resumeImportMessages.unsupportedType)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [docx('big.docx', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText(resumeImportMessages.tooLarge)).toBeInTheDocument();
    expect(callsTo('POST', '/api/resume/parse')).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('anonymous visitors (docs/product.md §2)', () => {
  it('see no picker, request no saved resume, and are asked to log in to save', async () => {
    const { user, callsTo } = renderForm(unauthorized);
    await screen.findByRole('combobox', { name: 'Cover Letter Template' });
    await vi.waitFor(() => expect(callsTo('GET', '/api/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(screen.queryByRole('combobox', { name: 'Saved Resumes' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/user/resumes')).toHaveLength(0);
    expect(callsTo('GET', '/api/user/resume')).toHaveLength(0);

    await user.type(resumeBox(), 'Ada');
    await user.click(button('Save'));
    expect(await screen.findByText(savedResumeMessages.authRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(savedResumeMessages.authRequired)).toBeInTheDocument();
    await user.click(button('Save as New'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/user/resume')).toHaveLength(0);
  });
});

describe('saving (docs/product.md §7)', () => {
  it('asks for some text first', async () => {
    const { user, callsTo } = renderForm(signedIn);
    await picker();
    await user.click(button('Save'));
    expect(await screen.findByText(savedResumeMessages.nothingToSaveTitle)).toBeInTheDocument();
    expect(screen.getByText(savedResumeMessages.nothingToSave)).toBeInTheDocument();
    await user.click(button('Save as New'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/user/resume')).toHaveLength(0);
  });

  it('saves the default resume with its sections', async () => {
    const { user, callsTo } = renderForm(signedIn, {
      'POST /api/user/resume': (init) =>
        jsonResponse({ ...JSON.parse(String(init?.body)), updatedAt: 'now' }),
    });
    await picker();
    await user.type(resumeBox(), 'Ada resume');
    await user.type(screen.getByLabelText('Skills Highlights'), 'SQL');
    await user.click(button('Save'));

    expect(await screen.findByText('Resume Saved')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/user/resume')[0]?.[1]?.body))).toEqual({
      resumeText: 'Ada resume',
      contactInfo: '',
      skillsHighlights: 'SQL',
      educationHighlights: '',
      keyAchievements: '',
      experience: '',
      _csrf: 'test-token',
    });
  });

  it('says so when saving fails', async () => {
    const { user } = renderForm(signedIn, {
      'POST /api/user/resume': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    await picker();
    await user.type(resumeBox(), 'Ada resume');
    await user.click(button('Save'));
    expect(await screen.findByText(savedResumeMessages.saveFailed)).toBeInTheDocument();
  });

  it('Save as New: the name is required, the body is right, and the new resume is selected', async () => {
    const created = {
      id: 9,
      name: 'Backend',
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    const { user, callsTo } = renderForm(signedIn, {
      'GET /api/user/resumes': [listOf(frontend), listOf(created, frontend)],
      'POST /api/user/resumes': () => jsonResponse({ resume: created }, { status: 201 }),
    });
    await picker();
    await user.type(resumeBox(), 'Backend resume');
    await user.type(screen.getByLabelText('Contact Information'), 'ada@example.com');
    await user.click(button('Save as New'));

    const dialog = await screen.findByRole('dialog', { name: 'Save Resume as New' });
    const save = within(dialog).getByRole('button', { name: 'Save Resume' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Backend ');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Resume Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo('POST', '/api/user/resumes')[0]?.[1]?.body))).toEqual({
      name: 'Backend',
      content: 'Backend resume',
      contactInfo: 'ada@example.com',
      skillsHighlights: '',
      educationHighlights: '',
      keyAchievements: '',
      experience: '',
      _csrf: 'test-token',
    });
    await vi.waitFor(() => expect(callsTo('GET', '/api/user/resumes')).toHaveLength(2));
    expect(await picker()).toHaveTextContent('Backend');
    // The generator form was not submitted by the dialog's form.
    expect(screen.queryByText('Job description is required')).not.toBeInTheDocument();
  });

  it("Save as New shows the server's reason at the limit and keeps the dialog", async () => {
    const { user } = renderForm(signedIn, {
      'POST /api/user/resumes': () =>
        errorBody(400, { message: savedResumeMessages.tooMany, code: 'RESUME_LIMIT_REACHED' }),
    });
    await picker();
    await user.type(resumeBox(), 'Resume');
    await user.click(button('Save as New'));
    const dialog = await screen.findByRole('dialog', { name: 'Save Resume as New' });
    await user.type(within(dialog).getByLabelText('Name'), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Save Resume' }));
    expect(await screen.findByText(savedResumeMessages.tooMany)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('One more');
  });
});

describe('Clear', () => {
  it('empties the resume, contact and highlight boxes and leaves the job description', async () => {
    const { user } = renderForm(unauthorized);
    await user.type(screen.getByLabelText('Job Description'), 'Engineer');
    await user.type(resumeBox(), 'Resume');
    await user.type(screen.getByLabelText('Contact Information'), 'ada@example.com');
    await user.type(screen.getByLabelText('Relevant Experience'), 'Acme');
    await user.click(button('Clear'));
    expect(resumeBox()).toHaveValue('');
    expect(screen.getByLabelText('Contact Information')).toHaveValue('');
    expect(screen.getByLabelText('Relevant Experience')).toHaveValue('');
    expect(screen.getByLabelText('Job Description')).toHaveValue('Engineer');
  });
});

const savedFrontend = {
  ...noSavedResume,
  id: 7,
  name: 'Frontend',
  resumeText: 'Frontend resume text',
  contactInfo: 'ada@example.com',
  skillsHighlights: 'React',
  educationHighlights: '',
  keyAchievements: 'Shipped v2',
  experience: 'Acme',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('saved-resume picker (docs/product.md §5 picker rules)', () => {
  it('loads the chosen resume into the boxes, once', async () => {
    const loaded = heldResponse();
    const { user, callsTo } = renderForm(signedIn, {
      'GET /api/user/resumes': listOf(frontend, data),
      'GET /api/user/resumes/7': loaded.handler,
    });
    await user.type(screen.getByLabelText('Education Highlights'), 'Old degree');
    const trigger = await picker();
    await vi.waitFor(() => expect(trigger).toBeEnabled());
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: 'Data' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Frontend' }));

    expect(await screen.findByRole('status', { name: 'Loading the selected resume' })).toBeInTheDocument();
    expect(trigger).toBeDisabled();
    loaded.answer(jsonResponse(savedFrontend));

    await vi.waitFor(() => expect(resumeBox()).toHaveValue('Frontend resume text'));
    expect(screen.getByLabelText('Contact Information')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('React');
    expect(screen.getByLabelText('Key Achievements')).toHaveValue('Shipped v2');
    expect(screen.getByLabelText('Relevant Experience')).toHaveValue('Acme');
    // Nothing of what was there before stays mixed in.
    expect(screen.getByLabelText('Education Highlights')).toHaveValue('');
    expect(trigger).toHaveTextContent('Frontend');
    expect(screen.queryByRole('status', { name: 'Loading the selected resume' })).not.toBeInTheDocument();

    // Choosing the same one again does nothing.
    await chooseResume(user, 'Frontend');
    expect(callsTo('GET', '/api/user/resumes/7')).toHaveLength(1);
  });

  it('says so when the chosen resume has no text, and keeps the boxes', async () => {
    const { user } = renderForm(signedIn, {
      'GET /api/user/resumes': listOf(frontend),
      'GET /api/user/resumes/7': () => jsonResponse({ ...savedFrontend, resumeText: '   ' }),
    });
    await user.type(resumeBox(), 'Typed');
    await chooseResume(user, 'Frontend');
    expect(await screen.findByText(savedResumeMessages.emptySelected)).toBeInTheDocument();
    expect(resumeBox()).toHaveValue('Typed');
  });

  it('says so when the chosen resume cannot be loaded', async () => {
    const { user } = renderForm(signedIn, {
      'GET /api/user/resumes': listOf(frontend),
      'GET /api/user/resumes/7': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    await chooseResume(user, 'Frontend');
    expect(await screen.findByText(savedResumeMessages.loadOneFailed)).toBeInTheDocument();
    await vi.waitFor(async () => expect(await picker()).toHaveTextContent('Select a saved resume'));
  });

  it('says so when the list cannot be loaded', async () => {
    renderForm(signedIn, {
      'GET /api/user/resumes': () =>
        new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    expect(await screen.findByText(savedResumeMessages.loadListFailed)).toBeInTheDocument();
  });

  it('renames and deletes the chosen resume', async () => {
    const renamed = { ...frontend, name: 'Frontend 2026' };
    const { user, callsTo } = renderForm(signedIn, {
      'GET /api/user/resumes': [listOf(frontend, data), listOf(renamed, data), listOf(data)],
      'GET /api/user/resumes/7': () => jsonResponse(savedFrontend),
      'PUT /api/user/resumes/7': () => jsonResponse({ resume: renamed }),
      'DELETE /api/user/resumes/7': () => new Response(null, { status: 204 }),
    });
    await chooseResume(user, 'Frontend');
    await vi.waitFor(() => expect(resumeBox()).toHaveValue('Frontend resume text'));

    await user.click(button('Manage resume Frontend'));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Resume' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Frontend');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save Name' })).toBeDisabled();
    await user.type(name, 'Frontend 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Resume Renamed')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('PUT', '/api/user/resumes/7')[0]?.[1]?.body))).toEqual({
      name: 'Frontend 2026',
      _csrf: 'test-token',
    });
    await vi.waitFor(async () => expect(await picker()).toHaveTextContent('Frontend 2026'));

    await user.click(button('Manage resume Frontend 2026'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete resume?' });
    expect(callsTo('DELETE', '/api/user/resumes/7')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Resume' }));
    expect(await screen.findByText('Resume Deleted')).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/user/resumes/7')).toHaveLength(1);
    await vi.waitFor(async () => expect(await picker()).toHaveTextContent('Select a saved resume'));
    expect(resumeBox()).toHaveValue('Frontend resume text');
  });
});

describe('auto-load of the saved resume (docs/product.md §5)', () => {
  const savedDefault = {
    ...noSavedResume,
    resumeText: 'Default resume',
    skillsHighlights: 'Go',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('fills an empty box once per session', async () => {
    const first = renderForm(signedIn, { 'GET /api/user/resume': () => jsonResponse(savedDefault) });
    await vi.waitFor(() => expect(resumeBox()).toHaveValue('Default resume'));
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('Go');
    expect(window.sessionStorage.getItem(RESUME_AUTO_LOADED_KEY)).toBe(String(testUser.id));
    first.unmount();

    const second = renderForm(signedIn, { 'GET /api/user/resume': () => jsonResponse(savedDefault) });
    await picker();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(second.callsTo('GET', '/api/user/resume')).toHaveLength(0);
    expect(resumeBox()).toHaveValue('');
  });

  it('does not overwrite a restored draft', async () => {
    window.sessionStorage.setItem(
      sessionKeys.generatorDraft,
      JSON.stringify({ resumeText: 'Draft resume', jobDescription: 'Engineer' }),
    );
    const { callsTo } = renderForm(signedIn, { 'GET /api/user/resume': () => jsonResponse(savedDefault) });
    await vi.waitFor(() => expect(callsTo('GET', '/api/user/resume')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resumeBox()).toHaveValue('Draft resume');
    expect(screen.getByLabelText('Skills Highlights')).toHaveValue('');
    expect(screen.getByLabelText('Job Description')).toHaveValue('Engineer');
  });

  it('does not overwrite what the user typed while it loaded', async () => {
    const loaded = heldResponse();
    const { user } = renderForm(signedIn, { 'GET /api/user/resume': loaded.handler });
    await picker();
    await user.type(resumeBox(), 'Typed');
    loaded.answer(jsonResponse(savedDefault));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resumeBox()).toHaveValue('Typed');
  });
});
