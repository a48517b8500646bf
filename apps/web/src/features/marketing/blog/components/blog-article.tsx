import { type BlogPost, blogMessages } from '@jobpeel/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useBlogPost } from '../api/blog';
import { formatPostDateLong } from '../lib/format-date';
import { ArticleContent } from './article-content';
import { PostCover } from './post-cover';
import { PostTags } from './post-tags';
import { ShareButton } from './share-button';

/** /blog/{slug}: one article, or 'Article Not Found' for an error or an unknown slug. */
export function BlogArticle({ slug }: { slug: string | undefined }) {
  const query = useBlogPost(slug);

  if (slug && query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
        <Spinner label={null} />
        <span>{blogMessages.loadingArticle}</span>
      </div>
    );
  }
  if (!query.data) return <ArticleNotFound />;
  return <Article post={query.data} />;
}

function BackToBlog({ variant }: { variant: 'ghost' | 'default' }) {
  return (
    <Button asChild variant={variant} className={variant === 'ghost' ? '-ml-3 w-fit' : 'w-fit'}>
      <Link to={paths.blog}>
        <ArrowLeft aria-hidden="true" />
        Back to Blog
      </Link>
    </Button>
  );
}

function ArticleNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{blogMessages.notFoundTitle}</h1>
      <p className="max-w-md text-muted-foreground">{blogMessages.notFoundText}</p>
      <BackToBlog variant="default" />
    </div>
  );
}

function Article({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      <BackToBlog variant="ghost" />
      <header className="grid gap-4">
        <PostTags tags={post.tags} />
        <h1 className="font-bold text-3xl leading-tight tracking-tight md:text-4xl">{post.title}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
            <time dateTime={post.publishedDate}>{formatPostDateLong(post.publishedDate)}</time>
            {post.author ? (
              <>
                <span aria-hidden="true">·</span>
                <span>By {post.author}</span>
              </>
            ) : null}
          </p>
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </header>
      <PostCover src={post.coverImage} title={post.title} priority className="rounded-xl" />
      <ArticleContent html={post.content} />
      <footer className="border-t pt-6">
        <BackToBlog variant="default" />
      </footer>
    </article>
  );
}
