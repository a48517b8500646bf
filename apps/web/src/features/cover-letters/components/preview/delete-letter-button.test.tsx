import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverLetterQueryKey } from '@/lib/query-keys';
import { renderPreview, requested } from './preview-test-utils';

describe('deleting a letter', () => {
  it('asks first, then deletes, confirms with a toast and goes to the library', async () => {
    const { user, fetch, queryClient } = renderPreview({
      routes: { 'DELETE /api/cover-letters/7': () => new Response(null, { status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cover letter?' });
    expect(dialog).toHaveTextContent(
      'This removes the letter and its version history. This cannot be undone.',
    );
    expect(requested(fetch, 'DELETE', '/api/cover-letters/7')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
    expect(await screen.findByText('Cover letter deleted')).toBeInTheDocument();
    expect(requested(fetch, 'DELETE', '/api/cover-letters/7')).toBe(true);
    expect(queryClient.getQueryData(coverLetterQueryKey('7'))).toBeUndefined();
  });

  it('sends nothing when the user cancels', async () => {
    const { user, fetch } = renderPreview();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Cover Letter' })).toBeInTheDocument();
    expect(requested(fetch, 'DELETE', '/api/cover-letters/7')).toBe(false);
  });
});
