import { coverLetterMessages } from '@jobpeel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverLetterQueryKey, coverLettersQueryKey } from '@/lib/query-keys';
import { jsonResponse } from '@/test/render';
import { renderPreview, requested, sentBody, testLetter } from './preview-test-utils';

const original = testLetter.generatedContent;
const edited = 'Dear Team,\n\nI ship things.\n\nBest,\nAda';

function letterArticle() {
  return screen.getByRole('article', { name: 'Cover letter text' });
}

describe('preview edit mode', () => {
  it('sends the new text, shows the toast, replaces the cached letter and leaves edit mode', async () => {
    const { user, fetch, queryClient } = renderPreview({
      routes: {
        'PUT /api/cover-letters/7/content': (init) => {
          const { content } = JSON.parse(String(init?.body));
          return jsonResponse({ coverLetter: { ...testLetter, content, contentOrigin: 'edited' } });
        },
        'GET /api/cover-letters': () => jsonResponse({ coverLetters: [] }),
      },
    });
    queryClient.setQueryData(coverLettersQueryKey, []); // as if the library had been visited
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));

    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    expect(field).toHaveValue(original);
    expect(screen.getByText(`${original.length} / 20,000 characters`)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, edited);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(coverLetterMessages.updatedTitle)).toBeInTheDocument();
    expect(screen.getByText(coverLetterMessages.updatedDescription)).toBeInTheDocument();
    expect(sentBody(fetch, 'PUT', '/api/cover-letters/7/content')).toEqual({ content: edited });
    expect(screen.queryByRole('textbox', { name: 'Cover letter content' })).not.toBeInTheDocument();
    expect(within(letterArticle()).getByText('I ship things.')).toBeInTheDocument();
    expect(queryClient.getQueryData(coverLetterQueryKey('7'))).toMatchObject({ content: edited });
    expect(queryClient.getQueryState(coverLettersQueryKey)?.isInvalidated).toBe(true);
  });

  it('stays in edit mode with the typed text when the save fails', async () => {
    const { user } = renderPreview({
      routes: {
        'PUT /api/cover-letters/7/content': () =>
          jsonResponse({ message: 'The server is busy', code: 'INTERNAL', requestId: 'r' }, { status: 500 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    await user.type(field, ' More.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(coverLetterMessages.updateFailed)).toBeInTheDocument();
    expect(screen.getByText('The server is busy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cover letter content' })).toHaveValue(`${original} More.`);
  });

  it('Cancel restores the original text and leaves edit mode', async () => {
    const { user, fetch } = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    await user.clear(field);
    await user.type(field, 'Something else entirely');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(within(letterArticle()).getByText('I build things.')).toBeInTheDocument();
    expect(screen.queryByText('Something else entirely')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Content' }));
    expect(screen.getByRole('textbox', { name: 'Cover letter content' })).toHaveValue(original);
    expect(requested(fetch, 'PUT', '/api/cover-letters/7/content')).toBe(false);
  });

  it('refuses blank content under the field without sending anything', async () => {
    const { user, fetch } = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Edit Content' }));
    const field = screen.getByRole('textbox', { name: 'Cover letter content' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('alert')).toHaveTextContent(coverLetterMessages.contentRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(coverLetterMessages.contentRequired));
    expect(requested(fetch, 'PUT', '/api/cover-letters/7/content')).toBe(false);
  });
});
