import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FeaturesSection } from './features-section';

async function openTemplates() {
  const rendered = renderWithProviders(<FeaturesSection />);
  await rendered.user.click(screen.getByRole('tab', { name: 'Templates' }));
  return rendered;
}

describe('the features block', () => {
  it('is the #features anchor with Core Features, AI Technology and Templates tabs', async () => {
    const { user } = renderWithProviders(<FeaturesSection />);
    expect(screen.getByRole('region', { name: 'Everything a tailored application needs' })).toHaveAttribute(
      'id',
      'features',
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Core Features', 'AI Technology', 'Templates']);
    expect(screen.getByRole('tab', { name: 'Core Features' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Core Features' })).toHaveTextContent('Resume import');

    await user.click(screen.getByRole('tab', { name: 'AI Technology' }));
    expect(screen.getByRole('tabpanel', { name: 'AI Technology' })).toHaveTextContent('offline engine');
    expect(screen.queryByRole('tabpanel', { name: 'Core Features' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user } = renderWithProviders(<FeaturesSection />);
    await user.click(screen.getByRole('tab', { name: 'Core Features' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'AI Technology' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'AI Technology' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Core Features' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Core Features' })).toHaveFocus();
  });

  it('shows the Professional, Creative and Technical templates and Create with Any Template to /auth', async () => {
    await openTemplates();
    const panel = screen.getByRole('tabpanel', { name: 'Templates' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Professional',
      'Creative',
      'Technical',
    ]);
    expect(panel).toHaveTextContent('Every plan');
    expect(screen.getByRole('link', { name: 'Create with Any Template' })).toHaveAttribute('href', '/auth');
  });

  it('opens a full-screen preview with a sample letter; Back to Templates closes it and returns focus', async () => {
    const { user } = await openTemplates();
    const trigger = screen.getByRole('button', { name: 'Preview Template: Creative' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Creative template' });
    expect(dialog).toHaveTextContent('Hello Fernleaf Studio team,');
    await user.click(screen.getByRole('button', { name: 'Back to Templates' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes the preview with the close button', async () => {
    const { user } = await openTemplates();
    await user.click(screen.getByRole('button', { name: 'Preview Template: Professional' }));
    expect(screen.getByRole('dialog', { name: 'Professional template' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the preview with a click on the dark area outside the letter', async () => {
    const { user } = await openTemplates();
    await user.click(screen.getByRole('button', { name: 'Preview Template: Technical' }));
    const dialog = screen.getByRole('dialog', { name: 'Technical template' });
    const overlay = dialog.parentElement!;

    // A click inside the letter keeps it open.
    await user.click(screen.getByText('Dear Quarry Data Engineering Team,'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the preview with Escape and keeps focus inside while open', async () => {
    const { user } = await openTemplates();
    const trigger = screen.getByRole('button', { name: 'Preview Template: Technical' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
