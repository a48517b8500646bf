import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Blog posts, loaded at start from the Markdown files in the repository (modules/blog).
 * content_html is already sanitised; tags is a JSON array of strings; source_hash lets a start
 * skip files that have not changed.
 */
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', id.type, id.build)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author', 'text')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_posts_published_idx')
    .on('blog_posts')
    .columns(['published_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_posts').execute();
}
