import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function BlogPostRoute() {
  return (
    <Page title="Blog" className="grid gap-4">
      <h1 className="font-bold text-3xl tracking-tight">Blog</h1>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.blog}>Back to Blog</Link>
      </Button>
    </Page>
  );
}
