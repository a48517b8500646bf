import { Page } from '@/components/page';
import { FaqPage } from '@/features/marketing/faq/components/faq-page';

export function FaqRoute() {
  return (
    <Page title="Frequently Asked Questions">
      <FaqPage />
    </Page>
  );
}
