import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { normalisePath, type PageMeta, PRODUCT_NAME } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

/** apps/web/public/og.png, the link-preview picture (used when the build has it). */
const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The built web app on the same port as the API. Any GET that is not an API call and not a file
 * gets index.html, so client-side routes (and the 404 page) work on reload; public pages get their
 * title, description and Open Graph tags in the served head (`pageHead`), so search engines and
 * link previews see them without running JS.
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

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && isFile(join(distDir, file))) {
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
    const { nonce, policy } = options.securityHeaders.htmlPolicy();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .send(template.get().render(nonce, tags));
  });
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
   */
  render(nonce: string, tags: string | null): string;
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

function splitTemplate(built: string): Template {
  const nonceSlot = '\u0000nonce\u0000';
  const html = built.replace(/<head>/i, `<head>\n    ${nonceSlot}`);
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
    render: (nonce, tags) =>
      (tags === null ? html : `${head}${tags}${tail}`).replace(
        nonceSlot,
        `<meta property="csp-nonce" nonce="${nonce}" />`,
      ),
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
