import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/storage';
import { templatesResponse } from '@/test/form-api';
import { templatesQueryKey } from '../api/templates-query-key';
import { defaultDraft } from '../lib/draft';
import { GeneratorForm } from './generator-form';

// docs/decisions/0028: /create's form is rendered by the server and hydrated by the browser. The
// visitor can type into the server's boxes before the app has started.

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

function page() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  queryClient.setQueryData(templatesQueryKey, templatesResponse);
  return (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={['/create']}>
        <GeneratorForm />
      </MemoryRouter>
    </AppProvider>
  );
}

/** The server's HTML in the document, `typeIn` applied to it, then hydrated. */
async function serverPageThenHydrate(typeIn: (box: (name: string) => HTMLTextAreaElement) => void) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const box = (name: string) => container?.querySelector(`textarea[name="${name}"]`) as HTMLTextAreaElement;
  expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
  typeIn(box);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, page(), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
}

describe('the form rendered by the server', () => {
  it('keeps what was typed before it hydrated, and counts it', async () => {
    await serverPageThenHydrate((box) => {
      box('jobDescription').value = 'Typed before the app started';
    });
    expect(screen.getByLabelText('Job Description')).toHaveValue('Typed before the app started');
    expect(screen.getByText(/^28 characters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled();
  });

  it('restores a kept draft after hydrating, under what was typed before', async () => {
    window.sessionStorage.setItem(
      sessionKeys.generatorDraft,
      JSON.stringify({ ...defaultDraft, jobDescription: 'Kept job', resumeText: 'Kept resume' }),
    );
    await serverPageThenHydrate((box) => {
      box('jobDescription').value = 'Typed job';
    });
    expect(screen.getByLabelText('Job Description')).toHaveValue('Typed job');
    expect(screen.getByLabelText('Resume Content')).toHaveValue('Kept resume');
    expect(window.sessionStorage.getItem(sessionKeys.generatorDraft)).toBeNull();
  });
});
