import { expect, type Page, test } from '@playwright/test';

// docs/decisions/0031: what a first visit downloads before its first paint. A page in English
// downloads one font file, our ~26 KB copy of Inter's Latin characters, and still draws any other
// script in Inter from @fontsource's files, on demand; the favicon comes inside the page.

/** The paths the page requests from now on, filled in as it goes. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The font files among `paths`, by name without their hash. */
function fontsIn(paths: string[]): string[] {
  return paths.flatMap((path) => /^\/assets\/(inter-[a-z0-9-]+?)-[\w-]{8}\.woff2$/.exec(path)?.[1] ?? []);
}

/**
 * Draws `text` in Inter, as a page would, and waits until the fonts it needs have loaded.
 * (document.fonts.load() would fetch every face whose range touches the text, which drawing does not.)
 */
async function drawInInter(page: Page, text: string): Promise<void> {
  await page.evaluate(async (sample) => {
    const line = document.createElement('p');
    line.style.fontFamily = "'Inter Variable'";
    line.style.fontWeight = '600';
    line.textContent = sample;
    document.body.append(line);
    void line.offsetWidth; // lays it out, which starts the loads it needs
    await document.fonts.ready;
  }, text);
}

test('an English page downloads only the small Latin copy of Inter, preloaded', async ({ page }) => {
  const paths = requestedPaths(page);
  for (const path of ['/', '/blog']) {
    await page.goto(path);
    await page.locator('html[data-app-ready]').waitFor();
    await page.evaluate(() => document.fonts.ready);
  }
  expect([...new Set(fontsIn(paths))]).toEqual(['inter-latin1-wght']);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preloaded).toMatch(/\/assets\/inter-latin1-wght-[\w-]{8}\.woff2$/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
});

test('accented Western names need no other file; other scripts fetch theirs', async ({ page }) => {
  const paths = requestedPaths(page);
  await page.goto('/faq');
  await page.locator('html[data-app-ready]').waitFor();

  await drawInInter(page, 'José Müller, Zoë Ørsted – “café” … 1,200 € ± 5 ×');
  expect([...new Set(fontsIn(paths))]).toEqual(['inter-latin1-wght']);

  // Tailwind's tabular-nums (progress figures, analytics) still gets figures of one width.
  const widths = await page.evaluate(() =>
    ['1111', '0000'].map((digits) => {
      const figure = document.createElement('span');
      figure.style.cssText = "font-family: 'Inter Variable'; font-variant-numeric: tabular-nums";
      figure.textContent = digits;
      document.body.append(figure);
      return figure.getBoundingClientRect().width;
    }),
  );
  expect(widths[0]).toBeCloseTo(widths[1]!, 1);

  await drawInInter(page, 'Анна Иванова');
  await expect.poll(() => fontsIn(paths)).toContain('inter-cyrillic-wght-normal');
  await drawInInter(page, 'Łódź');
  await expect.poll(() => fontsIn(paths)).toContain('inter-latin-ext-wght-normal');
  expect(fontsIn(paths)).not.toContain('inter-latin-wght-normal');
});

test('the favicon comes inside the page: no request for it, and it is the JobPeel icon', async ({ page }) => {
  const asked = requestedPaths(page);
  await page.goto('/faq');
  await page.locator('html[data-app-ready]').waitFor();

  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toMatch(/^data:image\/svg\+xml,/);
  const served = await (await page.request.get('/favicon.svg')).text();
  expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(served.trim());
  expect(asked.filter((path) => path.startsWith('/favicon'))).toEqual([]);
});
