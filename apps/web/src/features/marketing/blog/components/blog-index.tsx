import { blogMessages, PRODUCT_NAME } from '@jobpeel/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useBlogPosts } from '../api/blog';
import { BlogPostCard } from './blog-post-card';

/** The first row of the grid on a wide screen is in view at once: its covers load eagerly. */
const FIRST_ROW = 3;

/** /blog: every post, newest first, with the loading, error and empty states of docs/product.md §4 and §9. */
export function BlogIndex() {
  const posts = useBlogPosts();

  return (
    <div className="grid gap-8">
      <Button asChild variant="ghost" className="-ml-3 w-fit">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <header className="grid gap-2">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">{PRODUCT_NAME} Blog</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Practical advice on cover letters, resumes and job applications.
        </p>
      </header>
      <BlogIndexBody query={posts} />
    </div>
  );
}

function BlogIndexBody({ query }: { query: ReturnType<typeof useBlogPosts> }) {
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner label={null} />
        <span>{blogMessages.loadingList}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <StateMessage role="alert" title={blogMessages.loadErrorTitle} message={blogMessages.loadErrorText} />
    );
  }
  if (query.data.length === 0) {
    return <StateMessage role="status" title={blogMessages.emptyTitle} message={blogMessages.emptyText} />;
  }
  return (
    <ul aria-label="Blog posts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((post, index) => (
        <li key={post.id} className="flex">
          {/* The first cover is the largest thing in view on a phone: fetched first. */}
          <BlogPostCard post={post} aboveFold={index < FIRST_ROW} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function StateMessage({
  role,
  title,
  message,
}: {
  role: 'alert' | 'status';
  title: string;
  message: string;
}) {
  return (
    <section
      role={role}
      aria-labelledby="blog-state-title"
      className="grid justify-items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <h2 id="blog-state-title" className="font-semibold text-xl">
        {title}
      </h2>
      <p className="max-w-md text-muted-foreground">{message}</p>
    </section>
  );
}
