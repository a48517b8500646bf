import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form';
import { paths } from '@/lib/paths';

export const BACK_TO_SUBSCRIPTION = 'Back to Subscription';

export function BackToSubscriptionLink() {
  return (
    <Link to={paths.subscription} className="font-medium text-foreground underline underline-offset-4">
      {BACK_TO_SUBSCRIPTION}
    </Link>
  );
}

export function TestSessionLoading() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8" />
    </div>
  );
}

/** An unknown id, another user's session, the wrong kind, or a server running with Stripe keys. */
export function TestSessionNotFound({ kind }: { kind: 'checkout' | 'portal' }) {
  const what = kind === 'checkout' ? 'checkout' : 'billing portal session';
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2 text-2xl">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          {kind === 'checkout' ? 'Checkout not found' : 'Billing portal not found'}
        </CardTitle>
        <CardDescription>
          This test {what} does not exist or belongs to another account. Start again from your subscription
          page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.subscription}>{BACK_TO_SUBSCRIPTION}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function TestSessionLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Something went wrong
        </CardTitle>
        <CardDescription>{errorMessage(error, 'Failed to load this test session.')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button asChild variant="outline">
          <Link to={paths.subscription}>{BACK_TO_SUBSCRIPTION}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
