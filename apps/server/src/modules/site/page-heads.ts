import { articleNotFoundMeta, BLOG_SLUG_PATTERN, blogPostMeta, publicPageMeta } from '@jobpeel/contract';
import type { PageHead } from '../../plugins/web';
import type { BlogService } from '../blog/blog.service';

/**
 * The head of each page the web plugin serves: public pages and blog posts get their own title,
 * description and Open Graph type; other pages null (they keep index.html's defaults).
 */
export function createPageHeads(deps: { blog: BlogService }): (path: string) => Promise<PageHead | null> {
  const { blog } = deps;
  return async (path) => {
    const meta = publicPageMeta(path);
    if (meta) return { ...meta, canonicalPath: path, type: 'website' };
    const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
    if (slug === undefined) return null;
    const post = BLOG_SLUG_PATTERN.test(slug) ? await blog.find(slug) : null;
    if (!post) return { ...articleNotFoundMeta, canonicalPath: path, type: 'website' };
    return {
      ...blogPostMeta(post),
      canonicalPath: `/blog/${post.slug}`,
      type: 'article',
      publishedTime: post.publishedDate,
    };
  };
}
