import type { Insertable } from 'kysely';
import type { DbOrTx } from '../../db/client';
import type { BlogPostRow, BlogPostsTable } from '../../db/schema';

export type BlogSummaryRow = Omit<BlogPostRow, 'content_html' | 'source_hash'>;

const summaryColumns = [
  'id',
  'slug',
  'title',
  'excerpt',
  'cover_image',
  'tags',
  'author',
  'published_at',
  'updated_at',
] as const;

export function createBlogRepository() {
  return {
    /** Newest first; posts of the same day by slug so the order is stable. */
    listSummaries(db: DbOrTx, limit?: number): Promise<BlogSummaryRow[]> {
      let query = db
        .selectFrom('blog_posts')
        .select(summaryColumns)
        .orderBy('published_at', 'desc')
        .orderBy('slug', 'asc');
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    findBySlug: (db: DbOrTx, slug: string): Promise<BlogPostRow | undefined> =>
      db.selectFrom('blog_posts').selectAll().where('slug', '=', slug).executeTakeFirst(),

    listHashes: (db: DbOrTx): Promise<{ slug: string; source_hash: string }[]> =>
      db.selectFrom('blog_posts').select(['slug', 'source_hash']).execute(),

    /** Insert or replace by slug: safe when several processes load the same files at once. */
    async upsert(db: DbOrTx, post: Insertable<BlogPostsTable>): Promise<void> {
      await db
        .insertInto('blog_posts')
        .values(post)
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            excerpt: eb.ref('excluded.excerpt'),
            content_html: eb.ref('excluded.content_html'),
            cover_image: eb.ref('excluded.cover_image'),
            tags: eb.ref('excluded.tags'),
            author: eb.ref('excluded.author'),
            published_at: eb.ref('excluded.published_at'),
            source_hash: eb.ref('excluded.source_hash'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },

    /** Removes every post whose slug is not in the list; returns how many went. */
    async deleteAllExcept(db: DbOrTx, slugs: string[]): Promise<number> {
      let query = db.deleteFrom('blog_posts');
      if (slugs.length > 0) query = query.where('slug', 'not in', slugs);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;
