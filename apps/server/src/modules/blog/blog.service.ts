import { type BlogPost, type BlogPostSummary, blogMessages } from '@jobpeel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { BlogPostRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { BlogRepository, BlogSummaryRow } from './blog.repository';
import { readBlogDirectory } from './blog-content';
import { renderArticle } from './blog-html';

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function toBlogSummary(row: BlogSummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    tags: parseTags(row.tags),
    author: row.author,
    publishedDate: new Date(row.published_at).toISOString(),
  };
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogSummary(row), content: row.content_html };
}

export interface BlogSyncResult {
  written: number;
  unchanged: number;
  removed: number;
  problems: number;
}

export function createBlogService(deps: { db: Db; posts: BlogRepository; now: () => number }) {
  const { db, posts, now } = deps;
  return {
    list: async (): Promise<BlogPostSummary[]> => (await posts.listSummaries(db)).map(toBlogSummary),

    latest: async (limit: number): Promise<BlogPostSummary[]> =>
      (await posts.listSummaries(db, limit)).map(toBlogSummary),

    /** The post, or null (the server-rendered head asks without failing). */
    async find(slug: string): Promise<BlogPost | null> {
      const row = await posts.findBySlug(db, slug);
      return row ? toBlogPost(row) : null;
    },

    async get(slug: string): Promise<BlogPost> {
      const row = await posts.findBySlug(db, slug);
      if (!row) throw notFound(blogMessages.notFoundTitle);
      return toBlogPost(row);
    },

    /**
     * Brings the table in line with the Markdown directory: new and changed files are rendered,
     * sanitised and upserted, unchanged ones skipped, posts whose file is gone removed. Files that
     * cannot be read are logged and left out. A missing directory changes nothing.
     */
    async syncFromDirectory(dir: string, log: FastifyBaseLogger): Promise<BlogSyncResult | null> {
      const read = readBlogDirectory(dir);
      if (!read) {
        log.warn({ dir }, 'blog content directory not found: keeping the posts already loaded');
        return null;
      }
      for (const { file, problem } of read.problems) {
        log.error({ dir, file }, `blog post skipped: ${problem}`);
      }
      const stored = new Map((await posts.listHashes(db)).map((row) => [row.slug, row.source_hash]));
      let written = 0;
      for (const source of [...read.sources].sort((a, b) => a.slug.localeCompare(b.slug))) {
        if (stored.get(source.slug) === source.sourceHash) continue;
        await posts.upsert(db, {
          slug: source.slug,
          title: source.title,
          excerpt: source.excerpt,
          content_html: renderArticle(source.markdown),
          cover_image: source.coverImage,
          tags: JSON.stringify(source.tags),
          author: source.author,
          published_at: source.publishedAt,
          source_hash: source.sourceHash,
          updated_at: now(),
        });
        written += 1;
      }
      // A problem file keeps its old post: removing it would hide a post over a typo.
      const keep = [...read.sources.map((s) => s.slug), ...problemSlugs(read.problems, stored)];
      const removed = await posts.deleteAllExcept(db, keep);
      const result = {
        written,
        unchanged: read.sources.length - written,
        removed,
        problems: read.problems.length,
      };
      if (written > 0 || removed > 0) log.info({ dir, ...result }, 'blog posts loaded');
      return result;
    },
  };
}

/** Slugs of stored posts whose file is still there but could not be read this time. */
function problemSlugs(problems: { file: string }[], stored: Map<string, string>): string[] {
  return problems.map((p) => p.file.replace(/\.md$/, '').toLowerCase()).filter((slug) => stored.has(slug));
}

export type BlogService = ReturnType<typeof createBlogService>;
