import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { RedirectKeepingSearch, RedirectToAuth, SignedInAuthRedirect } from './guards';
import { AppLayout } from './layouts/app-layout';
import { LandingRoute } from './routes/landing';

/**
 * A route component in its own chunk, so a visitor's first page never downloads the signed-in app
 * (generator, library, charts...). Only the landing page is bundled with the shell.
 */
function lazyRoute<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
}

const AccountRoute = lazyRoute(() => import('./routes/account'), 'AccountRoute');
const AuthRoute = lazyRoute(() => import('./routes/auth'), 'AuthRoute');
const BillingTestCheckoutRoute = lazyRoute(
  () => import('./routes/billing-test-checkout'),
  'BillingTestCheckoutRoute',
);
const BillingTestPortalRoute = lazyRoute(
  () => import('./routes/billing-test-portal'),
  'BillingTestPortalRoute',
);
const BlogRoute = lazyRoute(() => import('./routes/blog'), 'BlogRoute');
const BlogPostRoute = lazyRoute(() => import('./routes/blog-post'), 'BlogPostRoute');
const CheckRoute = lazyRoute(() => import('./routes/check'), 'CheckRoute');
// Its code is evaluated in steps (routes/create-steps.ts).
const CreateRoute = lazyRoute(
  () => import('./routes/create-steps').then((steps) => steps.loadCreateRoute()),
  'CreateRoute',
);
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'), 'DashboardRoute');
const ExampleRoute = lazyRoute(() => import('./routes/example'), 'ExampleRoute');
const FaqRoute = lazyRoute(() => import('./routes/faq'), 'FaqRoute');
const ForgotPasswordRoute = lazyRoute(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const LibraryRoute = lazyRoute(() => import('./routes/library'), 'LibraryRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');
const PreviewRoute = lazyRoute(() => import('./routes/preview'), 'PreviewRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const SubscriptionRoute = lazyRoute(() => import('./routes/subscription'), 'SubscriptionRoute');

/**
 * Shown inside the layout while a page's chunk downloads: the navigation stays put and the
 * spinner fills the main area, so nothing jumps when the page arrives. Later navigations keep the
 * current page on screen instead (the router wraps them in transitions).
 */
function PageLoading() {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}

function LazyPages() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Pages open to everyone. The product brief listed blog, examples and the password-reset pages
 * only for visitors; they stay reachable when signed in because the navigation links to the blog for
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
        <Route element={<LazyPages />}>
          <Route index element={<DashboardRoute />} />
          <Route path={paths.create} element={<Navigate to={paths.home} replace />} />
          <Route path={paths.preview} element={<PreviewRoute />} />
          <Route path={paths.library} element={<LibraryRoute />} />
          <Route path={paths.check} element={<CheckRoute />} />
          <Route path={paths.account} element={<AccountRoute />} />
          <Route path={paths.billingTestCheckout} element={<BillingTestCheckoutRoute />} />
          <Route path={paths.billingTestPortal} element={<BillingTestPortalRoute />} />
          <Route path={paths.auth} element={<SignedInAuthRedirect />} />
          {publicRoutes}
        </Route>
      </Route>
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<LandingRoute />} />
        <Route element={<LazyPages />}>
          <Route path={paths.create} element={<CreateRoute />} />
          <Route path={paths.auth} element={<AuthRoute />} />
          <Route path={paths.preview} element={<RedirectToAuth />} />
          <Route path={paths.library} element={<RedirectToAuth />} />
          <Route path={paths.check} element={<RedirectToAuth />} />
          <Route path={paths.account} element={<RedirectToAuth />} />
          <Route path={paths.billingTestCheckout} element={<RedirectToAuth />} />
          <Route path={paths.billingTestPortal} element={<RedirectToAuth />} />
          {publicRoutes}
        </Route>
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

/**
 * docs/product.md §4: a centred spinner during the session check, then the signed-in or signed-out route set.
 */
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
