import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  blogMessages,
  DEFAULT_DESCRIPTION,
  PRODUCT_NAME,
  publicPageMeta,
  publicPagePaths,
} from '@jobpeel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKind, type TestApp } from './build-test-app';

const APP_URL = 'https://jobs.example.com';

/** A built index.html as Vite leaves it: its own title and description, which public pages replace. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${DEFAULT_DESCRIPTION}" />
    <title>${PRODUCT_NAME}</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'jobpeel-seo-'));
  const dist = join(root, 'dist');
  const content = join(root, 'blog');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(content);
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'og.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(
    join(content, 'negotiating-offers.md'),
    [
      '---',
      'title: \'Offers & "Counter-offers" <Explained>\'',
      'excerpt: How to weigh an offer, when to ask for more & what to say when you do.',
      'tags: [Offers, Negotiation]',
      'publishedDate: 2026-02-14',
      '---',
      'Body.',
    ].join('\n'),
  );
  writeFileSync(
    join(content, 'first-week.md'),
    [
      '---',
      'title: Your First Week',
      'excerpt: Settling in.',
      'tags: [Work]',
      'publishedDate: 2026-03-01',
      '---',
      'Hi.',
    ].join('\n'),
  );
  return { root, dist, content };
}

function tagsOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attr: string, name: string) =>
    [...head.matchAll(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: meta('name', 'description'),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    og: (property: string) => meta('property', `og:${property}`),
    twitterCard: meta('name', 'twitter:card'),
  };
}

describe(`search and sharing metadata on ${databaseKind}`, () => {
  let t: TestApp;
  let site: ReturnType<typeof makeSite>;
  beforeAll(async () => {
    site = makeSite();
    t = await buildTestApp({ WEB_DIST_DIR: site.dist, BLOG_CONTENT_DIR: site.content, APP_URL });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('serves /faq with its own title, description, canonical URL and Open Graph tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const meta = publicPageMeta('/faq');
    const tags = tagsOf(response.body);
    expect(tags.titles).toEqual([meta?.title]);
    expect(tags.titles[0]).toMatch(new RegExp(` \\| ${PRODUCT_NAME}$`));
    expect(tags.descriptions).toEqual([meta?.description]);
    expect(tags.canonical).toEqual([`${APP_URL}/faq`]);
    expect(tags.og('title')).toEqual([meta?.title]);
    expect(tags.og('description')).toEqual([meta?.description]);
    expect(tags.og('url')).toEqual([`${APP_URL}/faq`]);
    expect(tags.og('type')).toEqual(['website']);
    expect(tags.og('site_name')).toEqual([PRODUCT_NAME]);
    expect(tags.og('image')).toEqual([`${APP_URL}/og.png`]);
    expect(tags.twitterCard).toEqual(['summary_large_image']);
    // The rest of the page is left as built.
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    );
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('gives every public page a distinct title and a description of 120 to 160 characters', async () => {
    const titles = new Set<string>();
    for (const path of publicPagePaths) {
      const tags = tagsOf((await t.app.inject({ method: 'GET', url: path })).body);
      const meta = publicPageMeta(path);
      expect(tags.titles, path).toEqual([meta?.title]);
      expect(tags.descriptions, path).toEqual([meta?.description]);
      expect(meta?.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta?.description.length, path).toBeLessThanOrEqual(160);
      titles.add(tags.titles[0] as string);
    }
    expect(titles.size).toBe(publicPagePaths.length);
    expect(publicPagePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/create',
        '/blog',
        '/faq',
        '/auth',
        ...[0, 1, 2, 3, 4].map((i) => `/examples/${i}`),
      ]),
    );
    // A query string or a trailing slash does not change the page.
    expect(tagsOf((await t.app.inject({ method: 'GET', url: '/faq/?tab=billing' })).body).titles).toEqual([
      publicPageMeta('/faq')?.title,
    ]);
  });

  it("uses a blog post's title and excerpt, escaped, with the article type", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/blog/negotiating-offers' });
    expect(response.statusCode).toBe(200);
    const tags = tagsOf(response.body);
    const title = `Offers &amp; &quot;Counter-offers&quot; &lt;Explained&gt; | ${PRODUCT_NAME}`;
    const description = 'How to weigh an offer, when to ask for more &amp; what to say when you do.';
    expect(tags.titles).toEqual([title]);
    expect(tags.descriptions).toEqual([description]);
    expect(tags.og('title')).toEqual([title]);
    expect(tags.og('description')).toEqual([description]);
    expect(tags.og('type')).toEqual(['article']);
    expect(tags.canonical).toEqual([`${APP_URL}/blog/negotiating-offers`]);
    expect(response.body).not.toContain('<Explained>');
  });

  it("titles an unknown post 'Article Not Found' and still serves the app", async () => {
    for (const slug of ['no-such-post', 'Bad%20Slug']) {
      const response = await t.app.inject({ method: 'GET', url: `/blog/${slug}` });
      expect(response.statusCode).toBe(200);
      const tags = tagsOf(response.body);
      expect(tags.titles).toEqual([`${blogMessages.notFoundTitle} | ${PRODUCT_NAME}`]);
      expect(tags.descriptions).toEqual([blogMessages.notFoundText.replaceAll("'", '&#39;')]);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('leaves private pages with the default title and description', async () => {
    for (const path of ['/account', '/library', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      const tags = tagsOf(response.body);
      expect(tags.titles).toEqual([PRODUCT_NAME]);
      expect(tags.descriptions).toEqual([DEFAULT_DESCRIPTION]);
      expect(tags.og('title')).toEqual([]);
    }
  });

  it('lists every public page and post in sitemap.xml, with absolute URLs and post dates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${APP_URL}/`,
      `${APP_URL}/create`,
      `${APP_URL}/blog`,
      `${APP_URL}/blog/first-week`,
      `${APP_URL}/blog/negotiating-offers`,
      `${APP_URL}/faq`,
      `${APP_URL}/auth`,
      ...[0, 1, 2, 3, 4].map((i) => `${APP_URL}/examples/${i}`),
    ]);
    expect(xml).toContain(`<loc>${APP_URL}/blog/negotiating-offers</loc>\n    <lastmod>2026-02-14</lastmod>`);
    expect(xml).toContain(`<loc>${APP_URL}/blog/first-week</loc>\n    <lastmod>2026-03-01</lastmod>`);
    expect(xml).not.toContain('/account');
  });

  it('serves robots.txt that keeps private areas out and points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /account',
        'Disallow: /library',
        'Disallow: /preview',
        'Disallow: /billing',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('without APP_URL and without a web build', () => {
  let t: TestApp;
  let site: ReturnType<typeof makeSite>;
  beforeAll(async () => {
    site = makeSite();
    t = await buildTestApp({ BLOG_CONTENT_DIR: site.content });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it("builds absolute URLs from the request's host, and still serves sitemap.xml and robots.txt", async () => {
    const headers = { host: 'careers.test:8080' };
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://careers.test:8080/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>http://careers.test:8080/blog/first-week</loc>');

    const forged = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><x' } });
    expect(forged.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
