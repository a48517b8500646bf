import { Page } from '@/components/page';
import { BlogIndex } from '@/features/marketing/blog/components/blog-index';

export function BlogRoute() {
  return (
    <Page title="Cover Letter and Job Application Advice">
      <BlogIndex />
    </Page>
  );
}
