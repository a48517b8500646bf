import { z } from 'zod';

/** GET /api/blog/latest?limit=N: the landing page's strip asks for 3 (docs/product.md §3). */
export const BLOG_LATEST_DEFAULT = 3;
export const BLOG_LATEST_MAX = 12;
/** Tags shown per post (docs/product.md §3): two on the landing strip, three on the blog list. */
export const BLOG_TAGS_ON_STRIP = 2;
export const BLOG_TAGS_ON_LIST = 3;

/** Lower-case words joined by single hyphens; the file name gives it when the front matter does not. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** A site path such as /blog/<slug>.svg, or null. */
  coverImage: z.string().nullable(),
  tags: z.array(z.string()),
  author: z.string().nullable(),
  /** ISO 8601. */
  publishedDate: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** `content` is HTML, sanitised when stored; the web sanitises it again before showing it. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/blog and GET /api/blog/latest: newest first, without content. */
export const blogListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** GET /api/blog/:slug */
export const blogPostResponseSchema = z.object({ post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogLatestQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${BLOG_LATEST_MAX}` })
    .int(`limit must be a whole number from 1 to ${BLOG_LATEST_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${BLOG_LATEST_MAX}`)
    .max(BLOG_LATEST_MAX, `limit must be a whole number from 1 to ${BLOG_LATEST_MAX}`)
    .default(BLOG_LATEST_DEFAULT),
});

/** docs/product.md §4 and §9, verbatim. */
export const blogMessages = {
  loadErrorTitle: 'Unable to load blog posts',
  loadErrorText: "We're having trouble loading the blog content. Please try again later.",
  emptyTitle: 'No Blog Posts Found',
  emptyText: "We're setting up our blog. Check back soon for helpful content!",
  notFoundTitle: 'Article Not Found',
  notFoundText: "We couldn't find the article you're looking for. It may have been moved or deleted.",
  loadingList: 'Loading blog posts...',
  loadingArticle: 'Loading article...',
  linkCopied: 'Link copied to clipboard!',
} as const;
