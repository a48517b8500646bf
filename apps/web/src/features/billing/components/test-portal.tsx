import type { TestPortalAction as PortalAction, TestPlan } from '@jobpeel/contract';
import { PRODUCT_NAME, planLabels } from '@jobpeel/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/form';
import { paths } from '@/lib/paths';
import { planOf } from '@/lib/use-viewer';
import { useTestPortalAction, useTestSession } from '../api/billing';
import { formatLongDate, isPaymentProblem } from '../lib/format';
import { TestModeBadge } from './test-mode-notice';
import { TestSessionLoadFailed, TestSessionLoading, TestSessionNotFound } from './test-session-states';

export const TEST_PORTAL_TITLE = 'Test mode billing portal';
export const TEST_PORTAL_ACTION_FAILED = 'Failed to update the test subscription. Please try again.';

const actionLabels: Record<PortalAction, string> = {
  switch_to_standard: 'Switch to Standard',
  switch_to_pro: 'Switch to Pro',
  cancel_at_period_end: 'Cancel at period end',
  resume: 'Resume',
  fail_payment: 'Simulate failed payment',
};

const actionResults: Record<PortalAction, string> = {
  switch_to_standard: 'You are now on the Standard plan.',
  switch_to_pro: 'You are now on the Pro plan.',
  cancel_at_period_end: 'Your plan will end at the end of the billing period.',
  resume: 'Your plan will renew again.',
  fail_payment: 'The last payment was marked as failed.',
};

/** The actions that make sense for the plan as it is now (a failed payment still has a subscription). */
function availableActions(plan: TestPlan): PortalAction[] {
  const current = planOf(plan);
  const failed = isPaymentProblem(plan.subscriptionStatus);
  const actions: PortalAction[] = [];
  if (current !== 'standard') actions.push('switch_to_standard');
  if (current !== 'pro') actions.push('switch_to_pro');
  if (current !== 'free' || failed) actions.push(plan.cancelAtPeriodEnd ? 'resume' : 'cancel_at_period_end');
  if (current !== 'free') actions.push('fail_payment');
  return actions;
}

function planSummary(plan: TestPlan): string {
  if (isPaymentProblem(plan.subscriptionStatus)) return `Payment failed (${plan.subscriptionStatus})`;
  return planLabels[planOf(plan)];
}

/** /billing/test-portal/:id: the app's stand-in for the Stripe Billing Portal when it runs without keys. */
export function TestPortal({ id }: { id: string }) {
  const query = useTestSession(id);
  const action = useTestPortalAction(id);

  if (query.isPending) return <TestSessionLoading />;
  if (query.isError)
    return <TestSessionLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (data?.session.kind !== 'portal') return <TestSessionNotFound kind="portal" />;

  const { plan } = data;
  const periodEnd = plan.subscriptionPeriodEnd ? formatLongDate(plan.subscriptionPeriodEnd) : '';
  const run = (next: PortalAction) => {
    if (action.isPending) return;
    action.mutate(next, {
      onSuccess: () => toast({ title: 'Subscription updated', description: actionResults[next] }),
      onError: (error) => toastError(errorMessage(error, TEST_PORTAL_ACTION_FAILED)),
    });
  };

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <TestModeBadge force />
        <CardTitle as="h1" className="pt-2 text-2xl">
          {TEST_PORTAL_TITLE}
        </CardTitle>
        <CardDescription>
          Change your test subscription here. Changes take the same path as real billing events; nothing is
          charged.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Current plan</dt>
          <dd className="font-medium">{planSummary(plan)}</dd>
          <dt className="text-muted-foreground">{plan.cancelAtPeriodEnd ? 'Ends on' : 'Period ends'}</dt>
          <dd className="font-medium">{periodEnd || 'N/A'}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        {availableActions(plan).map((next) => (
          <Button
            key={next}
            variant={next === 'fail_payment' ? 'destructive' : 'outline'}
            disabled={action.isPending}
            onClick={() => run(next)}
          >
            {action.isPending && action.variables === next ? 'Updating...' : actionLabels[next]}
          </Button>
        ))}
        <Button asChild>
          <Link to={paths.subscription}>
            <ArrowLeft aria-hidden="true" />
            Return to {PRODUCT_NAME}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
