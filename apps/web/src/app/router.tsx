import { Navigate, Route, Routes } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { RedirectKeepingSearch, RedirectToAuth, SignedInAuthRedirect } from './guards';
import { AppLayout } from './layouts/app-layout';
import { AccountRoute } from './routes/account';
import { AuthRoute } from './routes/auth';
import { BillingTestCheckoutRoute } from './routes/billing-test-checkout';
import { BillingTestPortalRoute } from './routes/billing-test-portal';
import { BlogRoute } from './routes/blog';
import { BlogPostRoute } from './routes/blog-post';
import { CreateRoute } from './routes/create';
import { DashboardRoute } from './routes/dashboard';
import { ExampleRoute } from './routes/example';
import { FaqRoute } from './routes/faq';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { LandingRoute } from './routes/landing';
import { LibraryRoute } from './routes/library';
import { NotFoundRoute } from './routes/not-found';
import { PreviewRoute } from './routes/preview';
import { ResetPasswordRoute } from './routes/reset-password';
import { SubscriptionRoute } from './routes/subscription';

/**
 * Pages open to everyone. The spec lists blog, examples and the password-reset pages only for
 * visitors; they stay reachable when signed in because the navigation links to the blog for
 * everyone and a 404 there would be a dead end.
 */
const publicRoutes = (
  <>
    <Route path={paths.faq} element={<FaqRoute />} />
    <Route path={paths.blog} element={<BlogRoute />} />
    <Route path={paths.blogPost} element={<BlogPostRoute />} />
    <Route path={paths.example} element={<ExampleRoute />} />
    <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
    <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
    <Route path={paths.subscription} element={<SubscriptionRoute />} />
    <Route path={paths.subscriptionAlias} element={<RedirectKeepingSearch to={paths.subscription} />} />
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardRoute />} />
        <Route path={paths.create} element={<Navigate to={paths.home} replace />} />
        <Route path={paths.preview} element={<PreviewRoute />} />
        <Route path={paths.library} element={<LibraryRoute />} />
        <Route path={paths.account} element={<AccountRoute />} />
        <Route path={paths.billingTestCheckout} element={<BillingTestCheckoutRoute />} />
        <Route path={paths.billingTestPortal} element={<BillingTestPortalRoute />} />
        <Route path={paths.auth} element={<SignedInAuthRedirect />} />
        {publicRoutes}
      </Route>
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingRoute />} />
        <Route path={paths.create} element={<CreateRoute />} />
        <Route path={paths.auth} element={<AuthRoute />} />
        <Route path={paths.preview} element={<RedirectToAuth />} />
        <Route path={paths.library} element={<RedirectToAuth />} />
        <Route path={paths.account} element={<RedirectToAuth />} />
        <Route path={paths.billingTestCheckout} element={<RedirectToAuth />} />
        <Route path={paths.billingTestPortal} element={<RedirectToAuth />} />
        {publicRoutes}
      </Route>
    </Routes>
  );
}

function SessionCheckFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

/** spec §2: a centred spinner during the session check, then the signed-in or signed-out route set. */
export function AppRoutes() {
  const userQuery = useUser();
  if (userQuery.isPending) return <FullPageSpinner />;
  if (userQuery.isError) {
    return (
      <SessionCheckFailed
        message={userQuery.error.message}
        retrying={userQuery.isFetching}
        onRetry={() => void userQuery.refetch()}
      />
    );
  }
  return userQuery.data ? <SignedInRoutes /> : <SignedOutRoutes />;
}
