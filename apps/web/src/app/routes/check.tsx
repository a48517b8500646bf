import { Page } from '@/components/page';
import { CheckLetterPage } from '@/features/cover-letters/components/check/check-letter-page';

/** /check (signed in): the claim check of a pasted letter. */
export function CheckRoute() {
  return (
    <Page title="Check a letter">
      <CheckLetterPage />
    </Page>
  );
}
