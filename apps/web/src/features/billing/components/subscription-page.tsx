import { subscriptionPageTexts } from '@jobpeel/contract';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { parseSelectedTier } from '../lib/format';
import { LoginRequiredCard } from './login-required-card';
import { SubscriptionOverview } from './subscription-overview';
import { TestModeBadge } from './test-mode-notice';

export const ACTIVATING_MESSAGE = 'Activating your new plan...';
export const ACTIVATION_DELAYED_MESSAGE =
  'Your payment went through, but your new plan has not arrived yet. Reload this page in a minute to see it.';

/** /account/subscription ('Subscription Management'), signed in or not (docs/product.md §4, §5). */
export function SubscriptionPage() {
  const user = useUser().data ?? null;
  const [searchParams] = useSearchParams();
  const selectedTier = parseSelectedTier(searchParams.get('selectedTier'));
  const activation = useCheckoutReturn();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-3xl tracking-tight">{subscriptionPageTexts.title}</h1>
        <TestModeBadge />
      </div>
      {activation === 'waiting' ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner label={null} className="size-4" />
          {ACTIVATING_MESSAGE}
        </p>
      ) : null}
      {activation === 'delayed' ? (
        <p role="status" className="text-muted-foreground text-sm">
          {ACTIVATION_DELAYED_MESSAGE}
        </p>
      ) : null}
      {user ? <SubscriptionOverview user={user} selectedTier={selectedTier} /> : <LoginRequiredCard />}
    </div>
  );
}
