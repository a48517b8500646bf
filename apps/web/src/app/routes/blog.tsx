import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function BlogRoute() {
  return (
    <Page title="Blog" className="grid gap-4">
      <h1 className="font-bold text-3xl tracking-tight">Blog</h1>
      <p className="text-muted-foreground">Advice on cover letters, resumes and job searching.</p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </Page>
  );
}
