import { expect, test } from '@playwright/test';
import { createAccount, logIn } from './support/session';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  // The hero's button (the pricing table has one of the same name further down).
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
});

test('the theme choice persists across a reload', async ({ page }) => {
  // /faq arrives rendered; its buttons respond once the app has hydrated it (docs/decisions/0028).
  const appReady = page.locator('html[data-app-ready]');
  await page.goto('/faq');
  await expect(appReady).toHaveCount(1);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('jobpeel-theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(appReady).toHaveCount(1);

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
    // /faq arrives rendered; its menu button responds once the app has hydrated it (docs/decisions/0028).
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
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

  test("the menu shows the signed-in user's whole name and email", async ({ page, request }) => {
    const account = await createAccount(request);
    await logIn(page, account);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const text of [account.username, account.email]) {
      const shown = menu.getByText(text, { exact: true });
      await expect(shown).toBeVisible();
      // Nothing cut off with an ellipsis or hidden past the edge: the text fits its box and the menu.
      expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), text).toBe(true);
      const [box, menuBox] = [await shown.boundingBox(), await menu.boundingBox()];
      expect(box && menuBox && box.x + box.width <= menuBox.x + menuBox.width, text).toBe(true);
    }
    await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible();
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

test('a page scrolled before the app starts stays where it is, and the next page starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto('/faq');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 50);
  });
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(50);

  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
