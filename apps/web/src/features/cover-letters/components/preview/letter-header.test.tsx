import { coverLetterMessages, savedLimitMessage } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { renderPreview, requested, testLetter } from './preview-test-utils';

describe('preview header', () => {
  it('says when an unsaved letter expires, saves it to the library and then shows it as saved', async () => {
    const { user, fetch } = renderPreview({
      routes: {
        'POST /api/cover-letters/7/save': () =>
          jsonResponse({ coverLetter: { ...testLetter, saved: true, expiresAt: null } }),
      },
    });
    expect(
      await screen.findByText('Unsaved letters are removed on Mar 31, 2026. Save it to keep it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save to Library' }));

    expect(await screen.findByText(coverLetterMessages.saved)).toBeInTheDocument();
    expect(requested(fetch, 'POST', '/api/cover-letters/7/save')).toBe(true);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to Library' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unsaved letters are removed/)).not.toBeInTheDocument();
  });

  it('shows the server message and an Upgrade action when the saved-letter limit is reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the API client logs every 403
    const message = savedLimitMessage('free', 5);
    const { user } = renderPreview({
      routes: {
        'POST /api/cover-letters/7/save': () =>
          jsonResponse({ message, code: 'SAVED_LIMIT_REACHED', requestId: 'r' }, { status: 403 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save to Library' }));

    expect(await screen.findByText(coverLetterMessages.saveFailed)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to Library' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Subscription page' })).toBeInTheDocument();
  });

  it('shows a saved letter without the save button or the expiry notice', async () => {
    renderPreview({ letter: { ...testLetter, saved: true, expiresAt: null } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to Library' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unsaved letters are removed/)).not.toBeInTheDocument();
  });
});
