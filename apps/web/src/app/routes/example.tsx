import { Link, useParams } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** spec §2 /examples/{id}: the five built-in samples, by index. */
const exampleTitles = [
  'UX Designer',
  'Marketing Director',
  'Financial Analyst',
  'Project Manager',
  'Executive Assistant',
] as const;

function exampleTitleFor(id: string | undefined): string | null {
  if (!id || !/^\d+$/.test(id)) return null;
  return exampleTitles[Number(id)] ?? null;
}

export function ExampleRoute() {
  const title = exampleTitleFor(useParams().id);
  if (!title) {
    return (
      <Page title="Example Not Found" className="flex flex-col items-center gap-4 text-center">
        <h1 className="font-bold text-3xl">Example Not Found</h1>
        <p className="text-muted-foreground">
          Sorry, we couldn't find the cover letter example you're looking for.
        </p>
        <Button asChild>
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      </Page>
    );
  }
  return (
    <Page title={`${title} Cover Letter Example`} className="grid gap-4">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
        <Button asChild>
          <Link to={paths.auth}>Create Your Cover Letter</Link>
        </Button>
      </div>
    </Page>
  );
}
