import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { normalisePath, type PageMeta, PRODUCT_NAME, publicPagePaths } from '@jobpeel/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { baseUrl, escapeHtml } from '../lib/public-url';
import type { SecurityHeaders } from './security-headers';

/** What a page's served head says about it (its title, description and Open Graph facts). */
export interface PageHead extends PageMeta {
  canonicalPath: string;
  type: 'website' | 'article';
  publishedTime?: string;
}

export interface WebOptions {
  /** The built web app (apps/web/dist); without index.html only the API and the site files are served. */
  distDir: string | undefined;
  /** Public base URL for canonical links and Open Graph; else the request's own host. */
  appUrl: string | undefined;
  /** The head of a page by its normalised path; null keeps index.html's own. The site module knows them. */
  pageHead: (path: string) => Promise<PageHead | null>;
  /** Each page gets a fresh style nonce in its CSP and in a meta tag the boot script reads. */
  securityHeaders: SecurityHeaders;
  /**
   * The API answers a public page is rendered from, by normalised path; null for pages the server
   * does not render (the browser builds them). Without it no page is server-rendered.
   */
  pageData?: (path: string) => Promise<PageData | null>;
  /**
   * Whether the request carries a live session (its cookie resolves). An ended session's cookie
   * is cleared. Without it every visitor counts as possibly signed in (the plain app shell).
   */
  isSignedIn?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** The blog's HTML sanitiser, for articles rendered on the server (docs/decisions/0013). */
  sanitizeArticleHtml?: (html: string) => string;
}

/** What a server-rendered page is rendered from (modules/site/page-data.ts); the page carries it. */
export interface PageData {
  api: Record<string, { status: number; body: unknown }>;
}

/** apps/web/src/entry-server.tsx, built to dist/ssr/entry-server.js. */
interface ServerRenderer {
  render(input: {
    url: string;
    state: PageData;
    sanitizeArticleHtml: (html: string) => string;
  }): Promise<string>;
}

/** The meta tag that tells the web app the server saw no live session (apps/web/src/lib/session-hint.ts). */
const SIGNED_OUT_META = '<meta name="jobpeel-session" content="signed-out" />';
/** The data block a server-rendered page carries (apps/web/src/app/preloaded-state.ts). */
const PRELOADED_STATE_ID = 'jobpeel-preloaded';
/** Folder of the server-side renderer inside the web build; never served. */
const SSR_DIR = 'ssr';

/** apps/web/public/og.png, the link-preview picture (used when the build has it). */
const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The built web app on the same port as the API. Any GET that is not an API call and not a file
 * gets index.html, so client-side routes (and the 404 page) work on reload; public pages get their
 * title, description and Open Graph tags in the served head (`pageHead`), so search engines and
 * link previews see them without running JS.
 *
 * A signed-out visitor's public pages (`pageData`) arrive rendered: the HTML has the page's content,
 * and the browser hydrates it (docs/decisions/0028). Every page tells the app whether the server
 * saw a live session, so a signed-out visitor's page never asks GET /api/user (which answers 401).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { distDir } = options;
  const baseUrlOf = (request: FastifyRequest) => baseUrl(options.appUrl, request);

  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found: serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    // The web build writes .br and .gz copies of its assets (apps/web/scripts/precompress.mjs).
    preCompressed: true,
  });
  const template = createTemplateCache(join(distDir, 'index.html'));
  const hasOgImage = isFile(join(distDir, 'og.png'));
  const renderer = createRendererCache(join(distDir, SSR_DIR, 'entry-server.js'), app.log);
  const rendered = new RenderedPages();
  const sanitizeArticleHtml = options.sanitizeArticleHtml;

  /** The page's app markup and the state it was rendered from, or null for the plain app shell. */
  async function renderPage(url: string, log: FastifyBaseLogger): Promise<RenderedPage | null> {
    if (!options.pageData || !sanitizeArticleHtml) return null;
    const state = await options.pageData(normalisePath(url));
    if (!state) return null;
    const render = await renderer.get();
    if (!render) return null;
    const stateJson = jsonForScript(state);
    const key = `${url}\u0000${stateJson}`;
    const known = rendered.get(key);
    if (known !== undefined) return { appHtml: known, stateJson };
    try {
      const appHtml = await render.render({ url, state, sanitizeArticleHtml });
      rendered.set(key, appHtml);
      return { appHtml, stateJson };
    } catch (error) {
      // The browser can still build the page itself.
      log.error({ err: error, url }, 'server rendering failed: serving the app shell');
      return null;
    }
  }

  async function signedOut(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!options.isSignedIn) return false;
    try {
      return !(await options.isSignedIn(request, reply));
    } catch (error) {
      // Cannot tell (the database is away): the app asks GET /api/user itself, as it always could.
      request.log.warn({ err: error }, 'session check for a page failed');
      return false;
    }
  }

  // The first visitor of a page should not wait for its first render (or for the renderer to load).
  app.addHook('onReady', async () => {
    void (async () => {
      for (const path of publicPagePaths) await renderPage(path, app.log).catch(() => null);
    })();
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && !file.startsWith(`${SSR_DIR}/`) && isFile(join(distDir, file))) {
      // Hashed asset names change with their content, so they can be cached for good.
      return file.startsWith('assets/')
        ? reply.sendFile(file, { immutable: true, maxAge: '365d' })
        : reply.sendFile(file);
    }
    const head = await options.pageHead(normalisePath(path));
    const tags = head
      ? renderHead({
          ...head,
          url: `${baseUrlOf(request)}${head.canonicalPath}`,
          image: hasOgImage ? `${baseUrlOf(request)}/og.png` : undefined,
        })
      : null;
    const isSignedOut = await signedOut(request, reply);
    const page = isSignedOut
      ? await renderPage(request.url, request.log).catch((error: unknown) => {
          request.log.error({ err: error }, 'page data for server rendering failed: serving the app shell');
          return null;
        })
      : null;
    const { nonce, policy } = options.securityHeaders.htmlPolicy();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .header('content-security-policy', policy)
      .send(template.get().render(nonce, tags, { signedOut: isSignedOut, page }));
  });
}

interface RenderedPage {
  /** The markup inside #root. */
  appHtml: string;
  /** The state it was rendered from, as JSON safe inside a <script> element. */
  stateJson: string;
}

/**
 * JSON for a `<script type="application/json">` block: `<` is escaped, so no text in it (a blog
 * post's HTML included) can close the element or open a comment. The browser never runs the block.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Rendered public pages, by URL and the data they were rendered from (at most a few hundred, the
 * oldest dropped first): the same page for every signed-out visitor is rendered once.
 */
class RenderedPages {
  private readonly pages = new Map<string, string>();
  constructor(private readonly limit = 200) {}
  get(key: string): string | undefined {
    return this.pages.get(key);
  }
  set(key: string, html: string): void {
    if (this.pages.size >= this.limit) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, html);
  }
}

/**
 * The server-side renderer from the web build, loaded on first use and again after a rebuild. A
 * build without it (or one that fails to load) serves the plain app shell, as before.
 */
function createRendererCache(file: string, log: FastifyBaseLogger) {
  let loaded: { mtimeMs: number; renderer: Promise<ServerRenderer | null> } | undefined;
  return {
    get(): Promise<ServerRenderer | null> {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        return Promise.resolve(null);
      }
      if (loaded?.mtimeMs === mtimeMs) return loaded.renderer;
      const renderer = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
        (module: Partial<ServerRenderer>) =>
          typeof module.render === 'function' ? (module as ServerRenderer) : null,
        (error: unknown) => {
          log.error(
            { err: error, file },
            'the server-side renderer could not be loaded: serving the app shell',
          );
          return null;
        },
      );
      loaded = { mtimeMs, renderer };
      return renderer;
    },
  };
}

function renderHead(head: PageHead & { url: string; image?: string }): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
  ];
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
      `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`,
      `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />`,
    );
  }
  if (head.publishedTime) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(head.publishedTime)}" />`);
  }
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  return tags.join('\n    ');
}

/** Tags the served head replaces: the template's own title, description, canonical and social tags. */
const REPLACED_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>/gi,
  /<meta\s+name=["']description["'][^>]*>/gi,
  /<link\s+rel=["']canonical["'][^>]*>/gi,
  /<meta\s+(?:property|name)=["'](?:og|article|twitter):[^"']*["'][^>]*>/gi,
];

interface Template {
  /**
   * index.html with the page's CSP nonce (a meta tag first in the head, read by the boot script
   * for the <style> elements Radix writes), and these head tags in place of its own (null: keep them).
   * A signed-out visitor's page says so in a meta tag and does not preload GET /api/user; a rendered
   * page has its markup in #root and its state in a data block.
   */
  render(nonce: string, tags: string | null, page: { signedOut: boolean; page: RenderedPage | null }): string;
}

/** index.html is read once and kept in memory; a rebuild (a newer file) is picked up on the next request. */
function createTemplateCache(file: string) {
  let cached: { mtimeMs: number; size: number; template: Template } | undefined;
  return {
    get(): Template {
      const stats = statSync(file);
      if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.template;
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs: stats.mtimeMs, size: stats.size, template: splitTemplate(html) };
      return cached.template;
    },
  };
}

/** index.html's preload of the session check (apps/web/index.html), left out for signed-out visitors. */
const USER_PRELOAD = /<link\s+rel="preload"\s+href="\/api\/user"[^>]*>\n?[ \t]*/i;
/**
 * index.html's app script. A rendered page is readable without it, so it names the script in a
 * meta tag instead and the boot script loads it once the page has painted (apps/web/vite.config.ts):
 * the first paint no longer shares the connection with the app's code.
 */
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** index.html's #root content (the spinner), between these comments, is replaced by a rendered page. */
const OUTLET_START = '<!--app-html-->';
const OUTLET_END = '<!--/app-html-->';

function splitTemplate(built: string): Template {
  const nonceSlot = '\u0000nonce\u0000';
  const preloadSlot = '\u0000preload\u0000';
  const outletSlot = '\u0000outlet\u0000';
  const stateSlot = '\u0000state\u0000';
  const scriptSlot = '\u0000script\u0000';
  const preloadTag = USER_PRELOAD.exec(built)?.[0] ?? '';
  const appScript = APP_SCRIPT.exec(built);
  let withSlots = built.replace(/<head>/i, `<head>\n    ${nonceSlot}`);
  if (preloadTag) withSlots = withSlots.replace(preloadTag, preloadSlot);
  if (appScript) withSlots = withSlots.replace(appScript[0], scriptSlot);
  const outletStart = withSlots.indexOf(OUTLET_START);
  const outletEnd = withSlots.indexOf(OUTLET_END);
  // Without the outlet comments (an older build) no page is rendered into #root.
  const outlet =
    outletStart >= 0 && outletEnd > outletStart
      ? withSlots.slice(outletStart, outletEnd + OUTLET_END.length)
      : null;
  if (outlet) withSlots = withSlots.replace(outlet, outletSlot);
  withSlots = withSlots.replace(/<\/body>/i, `${stateSlot}</body>`);
  const html = withSlots;
  const marker = '\u0000head\u0000';
  let stripped = html.replace(/<title>[\s\S]*?<\/title>/i, marker);
  for (const pattern of REPLACED_HEAD_TAGS) stripped = stripped.replace(pattern, '');
  if (!stripped.includes(marker)) stripped = stripped.replace(/<\/head>/i, `${marker}\n  </head>`);
  const [before, after = ''] = stripped.split(marker) as [string, string?];
  // Lines emptied by the removal would leave blank lines behind.
  const tidy = (part: string) => part.replace(/\n[ \t]*(?=\n)/g, '');
  const head = tidy(before);
  const tail = tidy(after);
  return {
    render: (nonce, tags, { signedOut, page }) => {
      const rendered = outlet ? page : null;
      return (tags === null ? html : `${head}${tags}${tail}`)
        .replace(
          nonceSlot,
          `<meta property="csp-nonce" nonce="${nonce}" />${signedOut ? `\n    ${SIGNED_OUT_META}` : ''}`,
        )
        .replace(preloadSlot, signedOut ? '' : preloadTag)
        .replace(scriptSlot, () =>
          rendered && appScript
            ? `<meta name="jobpeel-app-script" content="${appScript[1]}" />`
            : (appScript?.[0] ?? ''),
        )
        .replace(outletSlot, () => rendered?.appHtml ?? outlet ?? '')
        .replace(stateSlot, () =>
          rendered
            ? `<script type="application/json" id="${PRELOADED_STATE_ID}">${rendered.stateJson}</script>\n  `
            : '',
        );
    },
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
