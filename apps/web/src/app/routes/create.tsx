import { PRODUCT_NAME } from '@jobpeel/contract';
import { Page } from '@/components/page';
import { ExtractionGuide } from '@/features/generator/components/extraction-guide';
import { CoverLetterForm } from '../cover-letter-form';

/**
 * The signed-out home with the form area (docs/product.md §4). The server renders it whole, form
 * included, and the browser hydrates it (docs/decisions/0028): building the form in the browser
 * after the first paint was a long task of a quarter of a second on a phone.
 */
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
      <CoverLetterForm />
    </Page>
  );
}
