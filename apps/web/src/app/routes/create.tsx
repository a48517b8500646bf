import { PRODUCT_NAME } from '@jobpeel/contract';
import { Page } from '@/components/page';
import { ExtractionGuide } from '@/features/generator/components/extraction-guide';
import { GeneratorForm } from '@/features/generator/components/generator-form';

/** The signed-out home with the form area (decisions.md Routes). */
export function CreateRoute() {
  return (
    <Page title="Create Your Cover Letter" className="grid gap-8 pb-28">
      <div className="grid gap-3">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">Create Your Cover Letter</h1>
        <p className="max-w-2xl text-muted-foreground">
          Give {PRODUCT_NAME} a job description and your resume, choose a template, and get a letter written
          for that job.
        </p>
      </div>
      <ExtractionGuide />
      <GeneratorForm />
    </Page>
  );
}
