import { Ban, CreditCard } from 'lucide-react';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/form';
import { useFinishTestCheckout, useTestSession } from '../api/billing';
import { planCardOf } from '../lib/format';
import { TestModeBadge } from './test-mode-notice';
import {
  BackToSubscriptionLink,
  TestSessionLoadFailed,
  TestSessionLoading,
  TestSessionNotFound,
} from './test-session-states';

export const TEST_CHECKOUT_TITLE = 'Test mode checkout';
export const TEST_PAYMENT_FAILED = 'Failed to complete the test payment. Please try again.';
export const TEST_CANCEL_FAILED = 'Failed to cancel the test checkout. Please try again.';

const closedMessages: Record<string, string> = {
  completed: 'This checkout is already completed.',
  canceled: 'This checkout was canceled.',
  expired: 'This checkout has expired. Start a new one from your subscription page.',
};

/** /billing/test-checkout/:id: the app's stand-in for Stripe Checkout when it runs without keys. */
export function TestCheckout({ id }: { id: string }) {
  const query = useTestSession(id);
  const finish = useFinishTestCheckout(id);

  if (query.isPending) return <TestSessionLoading />;
  if (query.isError)
    return <TestSessionLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const plan = data?.session.kind === 'checkout' ? planCardOf(data.session.tier) : null;
  if (!data || !plan) return <TestSessionNotFound kind="checkout" />;

  const open = data.session.status === 'open';
  // Still busy after success: the browser is on its way back to the subscription page.
  const busy = finish.isPending || finish.isSuccess;
  const run = (outcome: 'complete' | 'cancel') => {
    if (busy) return;
    finish.mutate(outcome, {
      onError: (error) =>
        toastError(errorMessage(error, outcome === 'complete' ? TEST_PAYMENT_FAILED : TEST_CANCEL_FAILED)),
    });
  };

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <TestModeBadge force />
        <CardTitle as="h1" className="pt-2 text-2xl">
          {TEST_CHECKOUT_TITLE}
        </CardTitle>
        <CardDescription>
          This checkout is simulated: no card is asked for and nothing is charged. Completing it changes your
          plan the same way a real payment would.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 rounded-lg border p-4">
          <h2 className="font-semibold text-lg">{plan.name} plan</h2>
          <p>
            <span className="font-bold text-2xl">{plan.price}</span>{' '}
            <span className="text-muted-foreground text-sm">{plan.period}</span>
          </p>
          <p className="text-muted-foreground text-sm">{plan.description}</p>
        </div>
        <PlanFeatureList features={plan.features} label={`${plan.name} features`} />
        {open ? null : (
          <p role="status" className="text-muted-foreground text-sm">
            {closedMessages[data.session.status] ?? closedMessages.canceled} <BackToSubscriptionLink />
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        <Button disabled={busy || !open} onClick={() => run('complete')}>
          <CreditCard aria-hidden="true" />
          {finish.variables === 'complete' && busy ? 'Processing...' : 'Complete test payment'}
        </Button>
        <Button variant="outline" disabled={busy || !open} onClick={() => run('cancel')}>
          <Ban aria-hidden="true" />
          {finish.variables === 'cancel' && busy ? 'Canceling...' : 'Cancel'}
        </Button>
      </CardFooter>
    </Card>
  );
}
