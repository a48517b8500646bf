import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  return (
    <Page title="Page Not Found" className="flex flex-col items-center gap-4 text-center">
      <h1 className="font-bold text-3xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you're looking for doesn't exist.</p>
      <Button asChild>
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </Page>
  );
}
