import {
  BLOG_LATEST_DEFAULT,
  BLOG_SLUG_PATTERN,
  blogMessages,
  PRODUCT_NAME,
  type Template,
} from '@jobpeel/contract';
import type { PageData } from '../../plugins/web';
import type { BlogService } from '../blog/blog.service';

const EXAMPLE_PATH = /^\/examples\/[^/]+$/;
const BLOG_POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * The public pages the server renders for signed-out visitors (docs/decisions/0028), each with the
 * API answers its first render reads: the same bodies the API routes send, so the page the browser
 * hydrates is the page it would have built itself. null: not a server-rendered page.
 */
export function createPageData(deps: {
  blog: BlogService;
  /** `GET /api/templates`'s answer (the create form's template picker). */
  listTemplates: () => Promise<Template[]>;
  supportEmail: string;
}): (path: string) => Promise<PageData | null> {
  const { blog } = deps;
  const site = { status: 200 as const, body: { productName: PRODUCT_NAME, supportEmail: deps.supportEmail } };
  return async (path): Promise<PageData | null> => {
    switch (path) {
      case '/':
        return {
          api: {
            [`/api/blog/latest?limit=${BLOG_LATEST_DEFAULT}`]: {
              status: 200,
              body: { posts: await blog.latest(BLOG_LATEST_DEFAULT) },
            },
            '/api/site': site,
          },
        };
      case '/faq':
        return { api: { '/api/site': site } };
      case '/blog':
        return { api: { '/api/blog': { status: 200, body: { posts: await blog.list() } } } };
      case '/create':
        // The form's template picker shows the chosen template from the first paint.
        return { api: { '/api/templates': { status: 200, body: await deps.listTemplates() } } };
      case '/auth':
        return { api: {} };
    }
    if (EXAMPLE_PATH.test(path)) return { api: {} };
    const slug = BLOG_POST_PATH.exec(path)?.[1];
    if (slug === undefined) return null;
    // A slug the API refuses is not looked up: its page shows 'Article Not Found', as the API's 404 would.
    const post = BLOG_SLUG_PATTERN.test(slug) ? await blog.find(slug) : null;
    return {
      api: {
        [`/api/blog/${slug}`]: post
          ? { status: 200, body: { post } }
          : { status: 404, body: { message: blogMessages.notFoundTitle, code: 'NOT_FOUND' } },
      },
    };
  };
}
