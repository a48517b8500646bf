import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_NAME } from '../packages/contract/src/brand';

/**
 * Opens the landing page as a visitor does: it arrives rendered (docs/decisions/0028), the app
 * hydrates it, and the sections below the hero load their code once the visitor moves, scrolls,
 * touches or types (a key press here); the test then uses them.
 */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-landing-ready]')).toHaveCount(1);
}

/** Opens the landing page from the FAQ through the navigation, so the browser builds it itself. */
async function openLandingInApp(page: Page) {
  await page.goto('/faq');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('landing page', () => {
  test('the hero, the demo with Show more / Show less, and the closing button', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toHaveAttribute(
      'href',
      '/auth',
    );

    await page.getByRole('link', { name: 'See how it works' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features')).toBeInViewport();

    await expect(page.getByText('Generated in 31 seconds')).toBeVisible();
    const more = page.getByRole('button', { name: 'Show more of the job description' });
    await more.click();
    const less = page.getByRole('button', { name: 'Show less of the job description' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Try it yourself' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: `Try ${PRODUCT_NAME} Today` })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('the template preview overlay closes by its button and by a click outside', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Preview Template: Creative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Creative template' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Templates' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Preview Template: Creative' })).toBeFocused();

    await page.getByRole('button', { name: 'Preview Template: Professional' }).click();
    await expect(page.getByRole('dialog', { name: 'Professional template' })).toBeVisible();
    // The dark overlay around the letter: a click near the screen's corner is outside it.
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Preview Template: Technical' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the sample carousel moves with its buttons and the arrow keys', async ({ page }) => {
    await openLanding(page);
    const carousel = page.getByRole('group', { name: 'Sample cover letters' });
    const current = carousel.getByRole('group', { name: /^1 of 5/ });
    await expect(current).toBeVisible();
    await page.getByRole('button', { name: 'Next sample letter' }).click();
    await expect(carousel.getByRole('group', { name: /^2 of 5/ })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: /^3 of 5/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('group', { name: /^1 of 5/ })).toBeVisible();
    await carousel
      .getByRole('group', { name: /^1 of 5/ })
      .getByRole('link', { name: /View Full Example/ })
      .click();
    await expect(page).toHaveURL(/\/examples\/0$/);
  });

  // A visitor's first page arrives with its latest posts (docs/decisions/0028); the strip loads them
  // itself when the landing page is opened from another page of the app.
  test('the blog strip shows three skeletons while loading, then three posts', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/blog/latest*', async (route) => {
      await held;
      await route.continue();
    });
    await openLandingInApp(page);
    await expect(page.getByTestId('post-skeleton')).toHaveCount(3);
    release();
    const strip = page.getByRole('region', { name: 'Latest articles' });
    await expect(strip.getByRole('article')).toHaveCount(3);
    await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
  });

  for (const [what, answer] of [
    ['an error', { status: 500, json: { message: 'down', code: 'INTERNAL_ERROR', requestId: 'e2e' } }],
    ['no posts', { status: 200, json: { posts: [] } }],
  ] as const) {
    test(`the blog strip disappears on ${what}`, async ({ page }) => {
      await page.route('**/api/blog/latest*', (route) => route.fulfill(answer));
      const answered = page.waitForResponse('**/api/blog/latest*');
      await openLandingInApp(page);
      await answered;
      await expect(page.getByRole('region', { name: 'Latest articles' })).toHaveCount(0);
      await expect(page.getByTestId('post-skeleton')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Simple, transparent pricing' })).toBeVisible();
    });
  }

  test('pricing is a comparison table on desktop with buttons to /auth with the plan', async ({ page }) => {
    await page.goto('/#pricing');
    const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
    await expect(pricing.getByRole('table', { name: 'Plan comparison' })).toBeVisible();
    await expect(pricing.getByText('Recommended')).toBeHidden();
    const hrefs = await pricing
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/auth', '/auth?plan=standard', '/auth?plan=pro']));
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('pricing becomes cards with Recommended on Standard', async ({ page }) => {
      await page.goto('/#pricing');
      const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
      await expect(pricing.getByRole('table', { name: 'Plan comparison' })).toBeHidden();
      const recommended = pricing.getByText('Recommended');
      await expect(recommended).toBeVisible();
      const recommendedCard = pricing.getByRole('listitem').filter({ hasText: 'Recommended' });
      await expect(recommendedCard).toHaveCount(1);
      await expect(recommendedCard).toContainText('Standard');
      await expect(recommendedCard.getByRole('link')).toHaveAttribute('href', '/auth?plan=standard');
    });
  });

  test.describe('with motion allowed', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('sections below the fold fade in once when scrolled into view', async ({ page }) => {
      await openLanding(page);
      const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
      await expect(pricing).toHaveAttribute('data-reveal', 'waiting');
      await pricing.scrollIntoViewIfNeeded();
      await expect(pricing).toHaveAttribute('data-reveal', 'revealed');
      await page.evaluate(() => window.scrollTo(0, 0));
      await pricing.scrollIntoViewIfNeeded();
      await expect(pricing).toHaveAttribute('data-reveal', 'revealed');
    });
  });

  test('under reduced motion nothing fades', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('region', { name: 'Simple, transparent pricing' }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-reveal="waiting"], [data-reveal="revealed"]')).toHaveCount(0);
  });
});
