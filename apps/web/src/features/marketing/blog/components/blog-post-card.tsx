import { BLOG_TAGS_ON_LIST, BLOG_TAGS_ON_STRIP, type BlogPostSummary } from '@jobpeel/contract';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { formatPostDateShort } from '../lib/format-date';
import { PostCover } from './post-cover';
import { PostTags } from './post-tags';

/**
 * One post as a card; the whole card opens the article. `grid` is the blog index (an h2, the
 * author, a described cover); `strip` is the landing page's latest posts (an h3 under the
 * section heading, fewer tags, no author, a decorative cover next to the linked title).
 */
export function BlogPostCard({
  post,
  aboveFold = false,
  priority = false,
  variant = 'grid',
}: {
  post: BlogPostSummary;
  aboveFold?: boolean;
  /** The page's largest image (docs/decisions/0028): its cover is fetched first. */
  priority?: boolean;
  variant?: 'grid' | 'strip';
}) {
  const strip = variant === 'strip';
  const Heading = strip ? 'h3' : 'h2';
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <PostCover
        src={post.coverImage}
        title={post.title}
        eager={aboveFold}
        priority={priority}
        decorative={strip}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostTags tags={post.tags} max={strip ? BLOG_TAGS_ON_STRIP : BLOG_TAGS_ON_LIST} />
        <Heading className={`font-semibold leading-snug ${strip ? 'text-lg' : 'text-xl'}`}>
          <Link
            to={paths.blogPostOf(post.slug)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-muted-foreground text-sm">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-muted-foreground text-sm">
          <time dateTime={post.publishedDate}>{formatPostDateShort(post.publishedDate)}</time>
          {post.author && !strip ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{post.author}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
