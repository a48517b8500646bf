import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { TestPortal } from '@/features/billing/components/test-portal';

export function BillingTestPortalRoute() {
  const { id = '' } = useParams();
  return (
    <Page title="Test mode billing portal" className="max-w-4xl">
      <TestPortal key={id} id={id} />
    </Page>
  );
}
