import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BlogPostCard } from '@/features/marketing/blog/components/blog-post-card';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { paths } from '@/lib/paths';
import { useLatestPosts } from '../api/latest-posts';

function SkeletonCard() {
  return (
    <div
      data-testid="post-skeleton"
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm motion-safe:animate-pulse"
    >
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
              <BlogPostCard post={post} variant="strip" />
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
