import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ShareButton } from './share-button';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens the device share sheet with the title, excerpt and address when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<ShareButton title="A post" text="Its excerpt" />, {
      route: '/blog/a-post',
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'A post', text: 'Its excerpt', url: window.location.href });
    expect(alert).not.toHaveBeenCalled();
  });

  it('stays quiet when the visitor closes the share sheet, and only logs other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new Error('Share failed'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<ShareButton title="A post" text="Its excerpt" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(warn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
  });

  it('copies the link and says so when the device cannot share', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<ShareButton title="A post" text="Its excerpt" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('only logs a failed copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<ShareButton title="A post" text="Its excerpt" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
  });
});
