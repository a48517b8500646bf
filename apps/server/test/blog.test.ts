import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BlogPost, type BlogPostSummary, blogMessages, PRODUCT_NAME } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { buildTestApp, databaseKind, TEST_DATABASE_URL, type TestApp } from './build-test-app';

interface PostFile {
  title: string;
  excerpt?: string;
  tags?: string[];
  date: string;
  body: string;
  author?: string;
  cover?: string;
}

function writePost(dir: string, slug: string, post: PostFile): void {
  const lines = [
    '---',
    `title: ${JSON.stringify(post.title)}`,
    `slug: ${slug}`,
    `excerpt: ${JSON.stringify(post.excerpt ?? `About ${post.title}.`)}`,
    `tags: ${JSON.stringify(post.tags ?? ['Cover Letters'])}`,
    ...(post.author ? [`author: ${post.author}`] : []),
    `publishedDate: ${post.date}`,
    ...(post.cover ? [`coverImage: ${post.cover}`] : []),
    '---',
    '',
    post.body,
  ];
  writeFileSync(join(dir, `${slug}.md`), lines.join('\n'));
}

const MALICIOUS_BODY = [
  'An ordinary paragraph with **bold** text, a [safe link](https://example.com/guide) and a [relative one](/faq).',
  '',
  '<script>window.pwned = true</script>',
  '',
  '<img src="/blog/cover.svg" alt="cover" onerror="window.pwned = true">',
  '',
  '<p onclick="window.pwned = true" style="position:fixed">Click me</p>',
  '',
  '[Harmless-looking link](javascript:alert(1))',
  '',
  '<a href="javascript:alert(2)">raw link</a> <a href="JaVa&#x09;ScRiPt:alert(3)">encoded link</a>',
  '',
  '<iframe src="https://evil.example/frame"></iframe>',
  '',
  '<svg><script>alert(4)</script></svg> <img src="data:image/svg+xml;base64,PHN2Zz4=" alt="data">',
  '',
  '## A heading that stays',
  '',
  '- one',
  '- two',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  '> A quote',
  '',
  '`inline code` and [mail us](mailto:help@example.com)',
].join('\n');

function makeContentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jobpeel-blog-'));
  writePost(dir, 'oldest-post', { title: 'Oldest post', date: '2026-01-05', body: 'First.', author: 'Ada' });
  writePost(dir, 'middle-post', {
    title: 'Middle post',
    date: '2026-02-05',
    body: 'Second.',
    tags: ['ATS', 'Keywords', 'Applications'],
    cover: '/blog/middle-post.svg',
  });
  writePost(dir, 'newest-post', { title: 'Newest post', date: '2026-03-05', body: 'Third.' });
  writePost(dir, 'xss-post', { title: 'A post with hostile HTML', date: '2026-01-20', body: MALICIOUS_BODY });
  // A file that cannot be used is left out without stopping the server.
  writeFileSync(join(dir, 'broken.md'), 'No front matter here.');
  writeFileSync(join(dir, 'notes.txt'), 'not a post');
  return dir;
}

describe(`blog API on ${databaseKind}`, () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = makeContentDir();
    t = await buildTestApp({ BLOG_CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('lists every post newest first, without content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(response.statusCode).toBe(200);
    const posts = response.json().posts as BlogPostSummary[];
    expect(posts.map((p) => p.slug)).toEqual(['newest-post', 'middle-post', 'xss-post', 'oldest-post']);
    for (const post of posts) expect(post).not.toHaveProperty('content');
    expect(posts[1]).toMatchObject({
      title: 'Middle post',
      excerpt: 'About Middle post.',
      tags: ['ATS', 'Keywords', 'Applications'],
      coverImage: '/blog/middle-post.svg',
      author: null,
      publishedDate: '2026-02-05T00:00:00.000Z',
    });
    expect(posts[3]).toMatchObject({ author: 'Ada', coverImage: null });
  });

  it('gives the latest posts, three by default, and refuses limits outside 1 to 12', async () => {
    const byDefault = await t.app.inject({ method: 'GET', url: '/api/blog/latest' });
    expect((byDefault.json().posts as BlogPostSummary[]).map((p) => p.slug)).toEqual([
      'newest-post',
      'middle-post',
      'xss-post',
    ]);
    const two = await t.app.inject({ method: 'GET', url: '/api/blog/latest?limit=2' });
    expect((two.json().posts as BlogPostSummary[]).map((p) => p.slug)).toEqual([
      'newest-post',
      'middle-post',
    ]);
    const twelve = await t.app.inject({ method: 'GET', url: '/api/blog/latest?limit=12' });
    expect(twelve.json().posts).toHaveLength(4);

    for (const limit of ['0', 'abc', '100', '13', '-1', '1.5', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/blog/latest?limit=${limit}` });
      expect({ limit, status: response.statusCode }).toEqual({ limit, status: 400 });
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('returns one post with its HTML, and 404 Article Not Found for unknown slugs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/middle-post' });
    expect(response.statusCode).toBe(200);
    const post = response.json().post as BlogPost;
    expect(post).toMatchObject({ slug: 'middle-post', title: 'Middle post' });
    expect(post.content).toBe('<p>Second.</p>\n');

    for (const slug of ['no-such-post', 'Middle-Post', 'broken', '..%2F..%2Fetc', 'a%20b']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect({ slug, status: missing.statusCode }).toEqual({ slug, status: 404 });
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: blogMessages.notFoundTitle });
    }
  });

  it('stores a hostile post inert: no scripts, frames, event handlers, styles or javascript: links', async () => {
    const post = (await t.app.inject({ method: 'GET', url: '/api/blog/xss-post' })).json().post as BlogPost;
    const html = post.content;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/data:image/i);
    expect(html).not.toContain('pwned');

    // Normal article markup survives.
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">safe link</a>');
    expect(html).toContain('<a href="/faq" rel="noopener noreferrer">relative one</a>');
    expect(html).toContain('<a href="mailto:help@example.com" rel="noopener noreferrer">mail us</a>');
    expect(html).toMatch(/<img src="\/blog\/cover.svg" alt="cover"[^>]*>/);
    expect(html).toContain('<h2>A heading that stays</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>inline code</code>');
    expect(html).toContain('Click me');
    // Every link carries rel="noopener noreferrer", including those whose href was removed.
    const anchors = html.match(/<a\b[^>]*>/g) ?? [];
    expect(anchors.length).toBeGreaterThanOrEqual(5);
    for (const anchor of anchors) expect(anchor).toContain('rel="noopener noreferrer"');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https:\/\/|mailto:|\/)/);
    for (const [, src] of html.matchAll(/src="([^"]*)"/g)) expect(src).toMatch(/^(https:\/\/|\/)/);
  });
});

/**
 * Apps that share one database, as several server processes do: one SQLite file, or one
 * PostgreSQL schema created here and dropped afterwards.
 */
function sharedDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'jobpeel-blog-db-'));
  const pgSchema = TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const apps: FastifyInstance[] = [];
  return {
    async start(contentDir: string): Promise<FastifyInstance> {
      const env = loadEnv({
        NODE_ENV: 'test',
        SQLITE_PATH: join(dir, 'shared.db'),
        DATABASE_URL: TEST_DATABASE_URL,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: join(dir, 'no-web-build'),
        BLOG_CONTENT_DIR: contentDir,
      });
      const app = await buildApp(env, { pgSchema, mailTransport: null, now: () => Date.UTC(2026, 4, 1) });
      apps.push(app);
      return app;
    },
    async cleanup() {
      await Promise.all(apps.map((app) => app.close()));
      rmSync(dir, { recursive: true, force: true });
      if (pgSchema && TEST_DATABASE_URL) {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
    },
  };
}

async function slugsOf(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/blog' });
  expect(response.statusCode).toBe(200);
  return (response.json().posts as BlogPostSummary[]).map((p) => p.slug);
}

describe(`loading posts at start on ${databaseKind}`, () => {
  const db = sharedDatabase();
  const contentDir = makeContentDir();
  afterAll(async () => {
    await db.cleanup();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('loads the same directory from two apps starting at once without errors', async () => {
    // Creates the schema first, with no posts, so both apps below find an empty table.
    const emptyDir = mkdtempSync(join(tmpdir(), 'jobpeel-blog-empty-'));
    const first = await db.start(emptyDir);
    expect(await slugsOf(first)).toEqual([]);
    await first.close();
    rmSync(emptyDir, { recursive: true, force: true });

    const [a, b] = await Promise.all([db.start(contentDir), db.start(contentDir)]);
    const expected = ['newest-post', 'middle-post', 'xss-post', 'oldest-post'];
    expect(await slugsOf(a)).toEqual(expected);
    expect(await slugsOf(b)).toEqual(expected);
    await Promise.all([a.close(), b.close()]);
  });

  it('picks up a changed file at the next start, keeps unchanged posts, and removes posts whose file is gone', async () => {
    const before = await db.start(contentDir);
    const oldMiddle = (await before.inject({ method: 'GET', url: '/api/blog/middle-post' })).json()
      .post as BlogPost;
    const oldNewest = (await before.inject({ method: 'GET', url: '/api/blog/newest-post' })).json()
      .post as BlogPost;
    await before.close();

    writePost(contentDir, 'middle-post', {
      title: 'Middle post, revised',
      date: '2026-04-01',
      body: 'Rewritten <em>content</em>.',
      tags: ['Follow-Up'],
    });
    rmSync(join(contentDir, 'oldest-post.md'));

    const after = await db.start(contentDir);
    expect(await slugsOf(after)).toEqual(['middle-post', 'newest-post', 'xss-post']);
    const middle = (await after.inject({ method: 'GET', url: '/api/blog/middle-post' })).json()
      .post as BlogPost;
    expect(middle).toMatchObject({
      id: oldMiddle.id,
      title: 'Middle post, revised',
      tags: ['Follow-Up'],
      coverImage: null,
      publishedDate: '2026-04-01T00:00:00.000Z',
      content: '<p>Rewritten <em>content</em>.</p>\n',
    });
    expect((await after.inject({ method: 'GET', url: '/api/blog/newest-post' })).json().post).toEqual(
      oldNewest,
    );
    const gone = await after.inject({ method: 'GET', url: '/api/blog/oldest-post' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(blogMessages.notFoundTitle);
    await after.close();
  });

  it('keeps the loaded posts when the directory is missing (a misconfiguration, not a deletion)', async () => {
    const app = await db.start(join(contentDir, 'does-not-exist'));
    expect(await slugsOf(app)).toEqual(['middle-post', 'newest-post', 'xss-post']);
    await app.close();
  });
});

describe('the bundled articles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has at least six complete posts with local cover images', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: '/api/blog' })).json().posts as BlogPostSummary[];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.publishedDate)).size).toBe(posts.length);
    const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
    for (const summary of posts) {
      expect(summary.title.length, summary.slug).toBeGreaterThan(10);
      expect(summary.excerpt.length, summary.slug).toBeGreaterThanOrEqual(100);
      expect(summary.excerpt.length, summary.slug).toBeLessThanOrEqual(160);
      expect(summary.tags.length, summary.slug).toBeGreaterThanOrEqual(2);
      expect(summary.tags.length, summary.slug).toBeLessThanOrEqual(4);
      expect(summary.publishedDate.startsWith('2026-'), summary.slug).toBe(true);
      expect(summary.coverImage).toBe(`/blog/${summary.slug}.svg`);
      const cover = join(publicDir, summary.coverImage as string);
      expect(existsSync(cover), cover).toBe(true);
      expect(statSync(cover).size, cover).toBeLessThan(4096);

      const post = (await t.app.inject({ method: 'GET', url: `/api/blog/${summary.slug}` })).json()
        .post as BlogPost;
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, summary.slug).toBeGreaterThanOrEqual(700);
      expect(words, summary.slug).toBeLessThanOrEqual(1150);
      expect(post.content).toContain('<h2>');
    }
  });
});

describe('GET /api/site', () => {
  let t: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'jobpeel-blog-none-'));
    mkdirSync(join(emptyDir, 'blog'));
    t = await buildTestApp({
      SUPPORT_EMAIL: 'help@jobs.example.com',
      BLOG_CONTENT_DIR: join(emptyDir, 'blog'),
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('tells the product name and the support address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productName: PRODUCT_NAME, supportEmail: 'help@jobs.example.com' });
  });

  it('answers an empty list when there are no posts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blog' })).json()).toEqual({ posts: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/latest' })).json()).toEqual({ posts: [] });
  });
});
