import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { TestCheckout } from '@/features/billing/components/test-checkout';

export function BillingTestCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <Page title="Test mode checkout" className="max-w-4xl">
      <TestCheckout key={id} id={id} />
    </Page>
  );
}
