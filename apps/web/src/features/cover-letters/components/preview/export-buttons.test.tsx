import { coverLetterMessages } from '@jobpeel/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { exportFileName } from '../../api/cover-letter-mutations';
import { renderPreview, requested } from './preview-test-utils';

/** jsdom has no object URLs and cannot follow a download link: record what would be downloaded. */
function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:letter');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return { createObjectURL, downloads };
}

describe('export buttons', () => {
  it('shows locked buttons to a free user and an upgrade prompt instead of a download', async () => {
    const { user, fetch } = renderPreview({ subscriptionStatus: 'free' });
    const docx = await screen.findByRole('button', { name: /Download DOCX/ });
    expect(docx).toHaveTextContent('PRO');
    expect(screen.getByRole('button', { name: /Download TXT/ })).toHaveTextContent('PRO');

    await user.click(docx);

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveTextContent(coverLetterMessages.exportLocked);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/account/subscription?selectedTier=pro',
    );
    expect(requested(fetch, 'GET', '/api/cover-letters/7/export/docx')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the file for a pro user under the name the server gives', async () => {
    const { createObjectURL, downloads } = stubDownloads();
    const { user, fetch } = renderPreview({
      subscriptionStatus: 'pro',
      routes: {
        'GET /api/cover-letters/7/export/docx': () =>
          new Response('docx bytes', {
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'Content-Disposition': 'attachment; filename="cover-letter-acme.docx"',
            },
          }),
        'GET /api/cover-letters/7/export/txt': () => new Response('plain text'),
      },
    });
    const docx = await screen.findByRole('button', { name: 'Download DOCX' });
    expect(docx).not.toHaveTextContent('PRO');

    await user.click(docx);
    await waitFor(() => expect(downloads).toEqual(['cover-letter-acme.docx']));
    expect(requested(fetch, 'GET', '/api/cover-letters/7/export/docx')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Download TXT' }));
    await waitFor(() => expect(downloads).toEqual(['cover-letter-acme.docx', 'cover-letter-7.txt']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt when the server refuses the export', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubDownloads();
    const { user } = renderPreview({
      subscriptionStatus: 'pro',
      routes: {
        'GET /api/cover-letters/7/export/txt': () =>
          jsonResponse(
            { message: coverLetterMessages.exportLocked, code: 'EXPORT_LOCKED', requestId: 'r' },
            { status: 403 },
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download TXT' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });
});

describe('exportFileName', () => {
  it('prefers filename*, then filename, then a default', () => {
    expect(exportFileName("attachment; filename*=UTF-8''Lettre%20%C3%A9t%C3%A9.docx", '7', 'docx')).toBe(
      'Lettre été.docx',
    );
    expect(exportFileName('attachment; filename=letter.txt', '7', 'txt')).toBe('letter.txt');
    expect(exportFileName(null, '7', 'docx')).toBe('cover-letter-7.docx');
  });
});
