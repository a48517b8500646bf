import { effectivePlan, planLabels } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUser } from '@/lib/auth';
import { rememberPostLoginRedirect } from '@/lib/auth-redirect';
import { paths } from '@/lib/paths';

/** Reachable signed in and signed out; plans, checkout and the login card arrive in a later release. */
export function SubscriptionRoute() {
  const user = useUser().data ?? null;
  return (
    <Page title="Subscription Management" className="grid max-w-4xl gap-6">
      <h1 className="font-bold text-3xl tracking-tight">Subscription Management</h1>
      {user ? (
        <Card>
          <CardHeader>
            <CardTitle>Your plan</CardTitle>
            <CardDescription>
              You are on the {planLabels[effectivePlan(user.subscriptionStatus)]} plan.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Login Required</CardTitle>
            <CardDescription>Log in to manage your subscription.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.auth} onClick={() => rememberPostLoginRedirect(paths.subscription)}>
                Log in
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
