import { BLOG_TAGS_ON_STRIP, type BlogPostSummary } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PostTags } from '@/features/marketing/blog/components/post-tags';
import { formatPostDateShort } from '@/features/marketing/blog/lib/format-date';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { paths } from '@/lib/paths';
import { useLatestPosts } from '../api/latest-posts';

const cardClass = 'flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm';

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article
      className={`${cardClass} relative w-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md`}
    >
      {post.coverImage ? (
        <img
          src={post.coverImage}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[1200/630] h-auto w-full bg-muted object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[1200/630] w-full bg-gradient-to-br from-brand/25 via-muted to-muted"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostTags tags={post.tags} max={BLOG_TAGS_ON_STRIP} />
        <h3 className="font-semibold text-lg leading-snug">
          <Link
            to={paths.blogPostOf(post.slug)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-muted-foreground text-sm">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-muted-foreground text-sm">
          <time dateTime={post.publishedDate}>{formatPostDateShort(post.publishedDate)}</time>
        </p>
      </div>
    </article>
  );
}

function SkeletonCard() {
  return (
    <div data-testid="post-skeleton" aria-hidden="true" className={`${cardClass} motion-safe:animate-pulse`}>
      <div className="aspect-[1200/630] w-full bg-muted" />
      <div className="grid gap-3 p-5">
        <div className="h-5 w-1/3 rounded bg-muted" />
        <div className="h-6 w-4/5 rounded bg-muted" />
        <div className="h-16 rounded bg-muted" />
        <div className="h-4 w-1/4 rounded bg-muted" />
      </div>
    </div>
  );
}

/**
 * Section 6: the three newest posts. Three skeleton cards while they load; the whole section
 * disappears when the call fails or there are no posts.
 */
export function LatestPostsSection() {
  const { data: posts, isPending, isError } = useLatestPosts();
  if (isError || (!isPending && posts.length === 0)) return null;
  return (
    <RevealSection
      id="latest-articles"
      aria-labelledby="latest-articles-title"
      aria-busy={isPending}
      className="mx-auto w-full max-w-6xl px-4 py-16 md:py-24"
    >
      <SectionHeading id="latest-articles-title" eyebrow="From the blog" title="Latest articles">
        Practical advice on cover letters and job applications.
      </SectionHeading>
      {isPending ? (
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <p role="status" className="sr-only">
            Loading the latest articles
          </p>
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline">
          <Link to={paths.blog}>Read the blog</Link>
        </Button>
      </div>
    </RevealSection>
  );
}
