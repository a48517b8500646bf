import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/render';
import { renderPreview, requested, testLetter } from './preview-test-utils';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const versions = [
  {
    id: 12,
    content: 'Dear Team,\n\nMy second try.',
    origin: 'edited',
    createdAt: hoursAgo(3),
    replacedAt: hoursAgo(1),
  },
  {
    id: 11,
    content: 'Dear Hiring Manager,\n\nThe first draft.',
    origin: 'generated',
    createdAt: hoursAgo(48),
    replacedAt: hoursAgo(3),
  },
];

const editedLetter = {
  ...testLetter,
  content: 'Dear Team,\n\nMy third try.',
  contentOrigin: 'edited' as const,
  updatedAt: hoursAgo(1),
};

describe('version history', () => {
  it('lists the current text and earlier versions with their origin and age; restore posts and refreshes', async () => {
    const restored = {
      ...editedLetter,
      content: versions[1]?.content ?? '',
      contentOrigin: 'restored' as const,
    };
    const { user, fetch } = renderPreview({
      letter: editedLetter,
      routes: {
        'GET /api/cover-letters/7/versions': [
          () => jsonResponse({ versions }),
          () =>
            jsonResponse({
              versions: [{ ...versions[0], id: 13, content: editedLetter.content }, ...versions],
            }),
        ],
        'POST /api/cover-letters/7/versions/11/restore': () => jsonResponse({ coverLetter: restored }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show versions' }));

    const list = await screen.findByRole('list', { name: 'Versions' });
    await within(list).findByText('Generated');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Current version');
    expect(rows[0]).toHaveTextContent('Edited');
    expect(rows[0]).toHaveTextContent('1 hour ago');
    expect(rows[1]).toHaveTextContent('Edited');
    expect(rows[1]).toHaveTextContent('3 hours ago');
    expect(rows[2]).toHaveTextContent('Generated');
    expect(rows[2]).toHaveTextContent('2 days ago');
    expect(within(rows[2] as HTMLElement).getByText('2 days ago')).toHaveAttribute('title');

    // Preview shows the earlier text in place.
    const secondRow = within(rows[2] as HTMLElement);
    await user.click(secondRow.getByRole('button', { name: 'Preview' }));
    expect(secondRow.getByText(/The first draft\./)).toBeInTheDocument();
    expect(secondRow.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(secondRow.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(requested(fetch, 'POST', '/api/cover-letters/7/versions/11/restore')).toBe(true);
    const article = screen.getByRole('article', { name: 'Cover letter text' });
    expect(within(article).getByText('The first draft.')).toBeInTheDocument();
    // The history is fetched again: the replaced text is now a version too.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Restored');
  });

  it('explains an empty history', async () => {
    const { user } = renderPreview({
      routes: { 'GET /api/cover-letters/7/versions': () => jsonResponse({ versions: [] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Show versions' }));
    expect(
      await screen.findByText('No earlier versions yet. Every saved edit keeps the text it replaced.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Current version')).toBeInTheDocument();
  });
});
