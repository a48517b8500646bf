import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function LibraryRoute() {
  return (
    <Page title="Library" className="grid gap-6">
      <h1 className="font-bold text-3xl tracking-tight">Your Cover Letters</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No cover letters yet</h2>
        <p className="text-muted-foreground">Generate your first cover letter to get started</p>
        <Button asChild>
          <Link to={paths.home}>Create New</Link>
        </Button>
      </div>
    </Page>
  );
}
