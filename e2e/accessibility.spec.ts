import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../packages/contract/src/brand';

// Every public page, in both themes: axe-core must find no serious or critical violation.
const pages = [
  '/',
  '/create',
  '/blog',
  'first-post',
  '/faq',
  '/examples/0',
  '/examples/9',
  '/auth',
  '/forgot-password',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
    });

    for (const entry of pages) {
      test(`${entry} has no serious or critical accessibility violation`, async ({ page, request }) => {
        let path = entry;
        if (entry === 'first-post') {
          const { posts } = await (await request.get('/api/blog')).json();
          path = `/blog/${posts[0].slug}`;
        }
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        // Let data-driven parts (blog lists, the article) and fade-ins settle before the scan.
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking, blocking.join('\n')).toEqual([]);
      });
    }
  });
}
