import { PRODUCT_NAME } from '@jobpeel/contract';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Page } from '@/components/page';
import { Spinner } from '@/components/ui/spinner';

// The form is the heaviest part of the visitor's pages (selects, import, streaming): it loads in
// its own chunk once the heading has been painted, so the first paint never waits for it.
const CreateForm = lazy(() => import('./create-form'));

/** True from the frame after the first paint. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      // A transition: React builds the form in short slices, so no long task holds up a tap.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

function FormLoading() {
  return (
    <div className="flex min-h-[70vh] items-start justify-center pt-16">
      <Spinner className="size-8" label="Loading the form" />
    </div>
  );
}

/** The signed-out home with the form area (docs/product.md §4). */
export function CreateRoute() {
  const showForm = useAfterFirstPaint();
  return (
    <Page title="Create Your Cover Letter" className="grid gap-8 pb-28">
      <div className="grid gap-3">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">Create Your Cover Letter</h1>
        <p className="max-w-2xl text-muted-foreground">
          Give {PRODUCT_NAME} a job description and your resume, choose a template, and get a letter written
          for that job.
        </p>
      </div>
      {showForm ? (
        <Suspense fallback={<FormLoading />}>
          <CreateForm />
        </Suspense>
      ) : (
        <FormLoading />
      )}
    </Page>
  );
}
