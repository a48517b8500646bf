import { Page } from '@/components/page';
import { CoverLetterLibrary } from '@/features/library/components/cover-letter-library';

/** docs/product.md §4 /library (signed-in only; the router guards it). */
export function LibraryRoute() {
  return (
    <Page title="Library" className="grid gap-6">
      <h1 className="font-bold text-3xl tracking-tight">Your Cover Letters</h1>
      <CoverLetterLibrary />
    </Page>
  );
}
