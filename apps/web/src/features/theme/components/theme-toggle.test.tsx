import { THEME_STORAGE_KEY } from '@jobpeel/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ThemeOptions, ThemeToggle } from './theme-toggle';

describe('theme controls', () => {
  it('switches to Dark from the theme menu, stores it and applies the dark class', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('opens from the keyboard on its first item and gives focus back on Escape', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    screen.getByRole('button', { name: 'Toggle theme' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveFocus();
  });

  it('offers Light, Dark and System as pressed/unpressed buttons in the Appearance row', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { user } = renderWithProviders(<ThemeOptions />);
    const group = screen.getByRole('group', { name: 'Appearance' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'System' }));
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
