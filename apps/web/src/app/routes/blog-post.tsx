import { blogMessages } from '@jobpeel/contract';
import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { useBlogPost } from '@/features/marketing/blog/api/blog';
import { BlogArticle } from '@/features/marketing/blog/components/blog-article';

export function BlogPostRoute() {
  const { slug } = useParams();
  const post = useBlogPost(slug);
  const title = post.data?.title ?? (post.isError || !slug ? blogMessages.notFoundTitle : 'Blog');
  return (
    <Page title={title}>
      <BlogArticle slug={slug} />
    </Page>
  );
}
