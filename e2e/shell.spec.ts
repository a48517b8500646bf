import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  // The hero's button (the pricing table has one of the same name further down).
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
});

test('the theme choice persists across a reload', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('jobpeel-theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation becomes a right-side slide-out menu with an Appearance row', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'Blog' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Library', 'Blog', 'FAQ', 'Create New', 'Login']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(370);

    const appearance = menu.getByRole('group', { name: 'Appearance' });
    await appearance.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(appearance.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

test('the navigation gains a shadow once the page scrolls past 10 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/faq');
  const header = page.getByRole('banner');
  const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(await shadow()).toBe('none');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 50);
  });
  await expect.poll(shadow).not.toBe('none');
});
