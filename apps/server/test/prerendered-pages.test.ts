import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PRODUCT_NAME } from '@jobpeel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp, TestClient } from './build-test-app';

/** A built index.html as apps/web/index.html leaves the build: app script, session-check preload, #root outlet. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />
    <title>${PRODUCT_NAME}</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <script src="/assets/boot-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html-->
      <div class="spinner" role="status" aria-label="Loading"></div>
    <!--/app-html--></div>
  </body>
</html>
`;

/**
 * A stand-in for apps/web's entry-server.js: the page's path, the API answers it was given, and a
 * post's title and article HTML through the server's sanitiser. The real renderer is checked
 * against the real build below and in e2e/prerendered-pages.spec.ts.
 */
const FAKE_RENDERER = `
export async function render({ url, state, sanitizeArticleHtml }) {
  if (url.includes('explode')) throw new Error('render failed');
  const post = Object.values(state.api).find((answer) => answer.status === 200 && answer.body.post)?.body.post;
  const article = post ? '<h1>' + post.title.replaceAll('<', '&lt;') + '</h1>' + sanitizeArticleHtml(post.content) : '';
  return '<main data-rendered="' + url + '">' + article + '</main>';
}
`;

function makeSite() {
  const root = mkdtempSync(join(tmpdir(), 'jobpeel-prerender-'));
  const dist = join(root, 'dist');
  const content = join(root, 'blog');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'ssr'));
  mkdirSync(content);
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), FAKE_RENDERER);
  writeFileSync(
    join(content, 'closing-tags.md'),
    [
      '---',
      "title: 'Why </script> ends a script'",
      'slug: closing-tags',
      'excerpt: A title that would close the data block if it were not escaped.',
      'tags: [Web]',
      'publishedDate: 2026-02-14',
      '---',
      'Plain words first. <img src="x" onerror="alert(1)"> <script>alert(2)</script>',
    ].join('\n'),
  );
  return { root, dist, content };
}

const preloadedState = (html: string) => {
  const match = /<script type="application\/json" id="jobpeel-preloaded">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as { api: Record<string, { status: number; body: unknown }> }) : null;
};

describe('public pages for a signed-out visitor', () => {
  let t: TestApp;
  let site: ReturnType<typeof makeSite>;
  beforeAll(async () => {
    site = makeSite();
    t = await buildTestApp({ WEB_DIST_DIR: site.dist, BLOG_CONTENT_DIR: site.content });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('arrive rendered, with the API answers they were rendered from and the app script to load after paint', async () => {
    const r = await new TestClient(t.app).get('/');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root"><main data-rendered="/"></main></div>');
    expect(r.body).not.toContain('class="spinner"');
    expect(r.body).toContain('<meta name="jobpeel-session" content="signed-out" />');
    // Nothing to check: no session-check preload, so no 401 in the console.
    expect(r.body).not.toContain('href="/api/user"');
    expect(r.body).toContain('<meta name="jobpeel-app-script" content="/assets/index-abc123.js" />');
    expect(r.body).not.toContain('<script type="module"');
    expect(r.headers.vary).toContain('Cookie');
    const state = preloadedState(r.body);
    expect(state?.api['/api/site']).toEqual({
      status: 200,
      body: { productName: PRODUCT_NAME, supportEmail: expect.any(String) },
    });
    expect(state?.api['/api/blog/latest?limit=3']?.status).toBe(200);
  });

  it('carry the same blog answers the API gives, with the article sanitised and no way out of the data block', async () => {
    const client = new TestClient(t.app);
    const api = (await client.get('/api/blog/closing-tags')).json();
    const r = await client.get('/blog/closing-tags');
    expect(r.body).toContain('<h1>Why &lt;/script> ends a script</h1>');
    expect(r.body).toContain('Plain words first.');
    expect(r.body).not.toContain('onerror');
    expect(r.body).not.toContain('alert(2)');
    // The one </script> after the data block's opening tag is its own.
    const block = r.body.slice(r.body.indexOf('id="jobpeel-preloaded"'));
    expect(block.split('</script>').length).toBe(2);
    expect(preloadedState(r.body)?.api['/api/blog/closing-tags']).toEqual({ status: 200, body: api });

    const list = await client.get('/blog');
    expect(preloadedState(list.body)?.api['/api/blog']).toEqual({
      status: 200,
      body: (await client.get('/api/blog')).json(),
    });
  });

  it('carry the template list the API gives on /create, so the form shows the chosen template', async () => {
    const client = new TestClient(t.app);
    const r = await client.get('/create');
    expect(r.body).toContain('<main data-rendered="/create"></main>');
    expect(preloadedState(r.body)?.api['/api/templates']).toEqual({
      status: 200,
      body: (await client.get('/api/templates')).json(),
    });
  });

  it('render an unknown article as the API answers it: not found', async () => {
    const r = await new TestClient(t.app).get('/blog/no-such-post');
    expect(r.statusCode).toBe(200);
    expect(preloadedState(r.body)?.api['/api/blog/no-such-post']).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('serve the app shell for pages the server does not render, still without a session check', async () => {
    const r = await new TestClient(t.app).get('/forgot-password');
    expect(r.body).toContain('class="spinner"');
    expect(r.body).toContain('<meta name="jobpeel-session" content="signed-out" />');
    expect(r.body).not.toContain('href="/api/user"');
    expect(r.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(preloadedState(r.body)).toBeNull();
  });

  it('fall back to the app shell when rendering fails', async () => {
    const r = await new TestClient(t.app).get('/faq?explode=1');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('class="spinner"');
    expect(r.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('never send the server-side renderer itself', async () => {
    const r = await new TestClient(t.app).get('/ssr/entry-server.js');
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).not.toContain('export async function render');
  });

  it('treat a cookie whose session is over as signed out, and clear it', async () => {
    const r = await new TestClient(t.app).request({
      method: 'GET',
      url: '/create',
      headers: { cookie: 'jobpeel_session=no-such-session' },
    });
    expect(r.body).toContain('<main data-rendered="/create"></main>');
    expect(r.body).toContain('content="signed-out"');
    const cleared = r.cookies.find((cookie) => cookie.name === 'jobpeel_session');
    expect(cleared?.value).toBe('');
  });
});

describe('public pages for a signed-in user', () => {
  let t: TestApp;
  let site: ReturnType<typeof makeSite>;
  beforeAll(async () => {
    site = makeSite();
    t = await buildTestApp({ WEB_DIST_DIR: site.dist, BLOG_CONTENT_DIR: site.content });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(site.root, { recursive: true, force: true });
  });

  it('are the app shell with the session check preloaded, so / and /create show the signed-in pages', async () => {
    const { client } = await registerUser(t.app);
    for (const path of ['/', '/create', '/faq']) {
      const r = await client.get(path);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('class="spinner"');
      expect(r.body).not.toContain('data-rendered');
      expect(r.body).not.toContain('jobpeel-session');
      expect(r.body).toContain('<link rel="preload" href="/api/user"');
      expect(preloadedState(r.body)).toBeNull();
    }
  });
});

// The real renderer, when the web app has been built (`npm run build`): each page's own content is
// in the HTML the browser receives, before any script runs.
const webDist = resolve(import.meta.dirname, '../../web/dist');
const built = existsSync(join(webDist, 'ssr', 'entry-server.js'));

describe.skipIf(!built)('the built web app, rendered by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t?.close();
  });

  const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

  it('has each public page content in its HTML', async () => {
    const client = new TestClient(t.app);
    const { posts } = (await client.get('/api/blog')).json() as { posts: { slug: string; title: string }[] };
    const post = (await client.get(`/api/blog/${posts[0]!.slug}`)).json().post as {
      title: string;
      content: string;
    };
    const firstParagraph = /<p>([^<]{20,80})/.exec(post.content)?.[1];
    const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    const pages: [string, string[]][] = [
      ['/', ['A cover letter written for the job, in minutes', 'Get Started Free', 'Pricing']],
      ['/create', ['Create Your Cover Letter', 'Job Description', 'Resume Content', 'Professional']],
      ['/auth', [`Login to ${PRODUCT_NAME}`]],
      ['/faq', ['Frequently Asked Questions', `What is ${PRODUCT_NAME}?`, `Is ${PRODUCT_NAME} free to use?`]],
      ['/blog', [asHtml(posts[0]!.title), asHtml(posts[1]!.title)]],
      [`/blog/${posts[0]!.slug}`, [asHtml(post.title), firstParagraph ?? '']],
      ['/examples/0', ['UX Designer', 'Other Cover Letter Examples']],
      ['/examples/9', ['Example Not Found']],
      ['/blog/no-such-post', ['Article Not Found']],
    ];
    for (const [path, texts] of pages) {
      const html = root((await client.get(path)).body);
      for (const text of texts) expect(html, `${path} shows "${text}"`).toContain(text);
      // No inline script and no style attribute: the CSP refuses both (docs/decisions/0018).
      expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
      expect(html).not.toContain(' style="');
    }
  });
});
