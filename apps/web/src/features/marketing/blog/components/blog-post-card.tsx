import { BLOG_TAGS_ON_LIST, type BlogPostSummary } from '@jobpeel/contract';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { formatPostDateShort } from '../lib/format-date';
import { PostCover } from './post-cover';
import { PostTags } from './post-tags';

/** One post in the blog grid; the whole card opens the article. */
export function BlogPostCard({ post, aboveFold = false }: { post: BlogPostSummary; aboveFold?: boolean }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <PostCover src={post.coverImage} title={post.title} eager={aboveFold} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostTags tags={post.tags} max={BLOG_TAGS_ON_LIST} />
        <h2 className="font-semibold text-xl leading-snug">
          <Link
            to={paths.blogPostOf(post.slug)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-muted-foreground text-sm">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-muted-foreground text-sm">
          <time dateTime={post.publishedDate}>{formatPostDateShort(post.publishedDate)}</time>
          {post.author ? (
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
