import { PRODUCT_NAME, publicPagePaths, type SiteInfo, siteInfoSchema } from '@jobpeel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { baseUrl, escapeHtml as escapeXml } from '../../lib/public-url';
import { errorResponses } from '../../lib/route-schemas';
import type { BlogService } from '../blog/blog.service';

/** Pages that are private or useless in search results. */
const DISALLOWED_PATHS = ['/api/', '/account', '/library', '/preview', '/billing', '/subscription'];

/** The site around the app: its facts for the web app, robots.txt and sitemap.xml. */
export function registerSiteRoutes(
  app: FastifyInstance,
  deps: {
    blog: BlogService;
    /** Public base URL for the sitemap; else the request's own host. */
    appUrl: string | undefined;
    supportEmail: string;
  },
): void {
  const { blog } = deps;
  const baseUrlOf = (request: FastifyRequest) => baseUrl(deps.appUrl, request);

  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: "This installation's product name and support address",
        response: { 200: siteInfoSchema, ...errorResponses },
      },
    },
    async (): Promise<SiteInfo> => ({
      productName: PRODUCT_NAME,
      supportEmail: deps.supportEmail,
    }),
  );

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${baseUrlOf(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseUrlOf(request);
    const posts = await blog.list();
    const entries: { path: string; lastmod?: string }[] = [];
    for (const path of publicPagePaths) {
      entries.push({ path });
      if (path === '/blog') {
        for (const post of posts) {
          entries.push({ path: `/blog/${post.slug}`, lastmod: post.publishedDate.slice(0, 10) });
        }
      }
    }
    const urls = entries.map(
      ({ path, lastmod }) =>
        `  <url>\n    <loc>${escapeXml(base + path)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
