import { subscriptionPageTexts } from '@jobpeel/contract';
import { Page } from '@/components/page';
import { SubscriptionPage } from '@/features/billing/components/subscription-page';

/** Reachable signed in and signed out: visitors get the login card (docs/product.md §4). */
export function SubscriptionRoute() {
  return (
    <Page title={subscriptionPageTexts.title} className="max-w-4xl">
      <SubscriptionPage />
    </Page>
  );
}
