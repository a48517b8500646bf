import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function PreviewRoute() {
  return (
    <Page title="Your Cover Letter" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl tracking-tight">Your Cover Letter</h1>
        <Button asChild variant="outline">
          <Link to={paths.home}>Generate New</Link>
        </Button>
      </div>
    </Page>
  );
}
