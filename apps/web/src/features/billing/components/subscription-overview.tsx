import {
  billingMessages,
  type PaidTier,
  type Plan,
  paidTiers,
  planCards,
  subscriptionPageTexts,
  type User,
} from '@jobpeel/contract';
import { CreditCard, Crown, Info, Sparkles, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { planOf } from '@/lib/use-viewer';
import { checkoutErrorMessage, portalErrorMessage, useCheckout, usePortal } from '../api/billing';
import { formatLongDate, isPaymentProblem } from '../lib/format';
import { PlanOfferCard } from './plan-offer-card';

export const PAYMENT_FAILED_TITLE = 'Payment failed';
export const PAYMENT_FAILED_MESSAGE =
  "The last payment for your subscription failed, so your account has the free plan's limits for now. Update your payment method in Manage Billing to restore your plan.";

/** 'Your plan ends on <date>' when it will not renew, else the next billing date (or N/A). */
function BillingDate({ user }: { user: User }) {
  const date = user.subscriptionPeriodEnd ? formatLongDate(user.subscriptionPeriodEnd) : '';
  if (user.subscriptionCancelAtPeriodEnd) {
    return (
      <p className="text-sm">
        {date ? `Your plan ends on ${date}` : 'Your plan ends at the end of the current billing period'}. It
        will not renew; you can resume it in Manage Billing.
      </p>
    );
  }
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Next billing date:</span>{' '}
      <span className="font-medium">{date || subscriptionPageTexts.noBillingDate}</span>
    </p>
  );
}

function ManageBillingButton({
  busy,
  loading,
  onClick,
  variant = 'default',
}: {
  busy: boolean;
  loading: boolean;
  onClick: () => void;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button variant={variant} disabled={busy} onClick={onClick}>
      <CreditCard aria-hidden="true" />
      {loading ? subscriptionPageTexts.loading : subscriptionPageTexts.manageBilling}
    </Button>
  );
}

interface CurrentPlanProps {
  user: User;
  plan: PaidTier;
  busy: boolean;
  portalLoading: boolean;
  onManage: () => void;
}

/** docs/product.md §4 Pro and Standard: the plan, its billing date, its features and 'Manage Billing'. */
function CurrentPlanCard({ user, plan, busy, portalLoading, onManage }: CurrentPlanProps) {
  const card = planCards[plan];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-brand" />
          {plan === 'pro' ? subscriptionPageTexts.proPlan : subscriptionPageTexts.standardPlan}
        </CardTitle>
        <CardDescription>
          {card.price} {card.period}. {card.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <BillingDate user={user} />
        <PlanFeatureList features={card.features} label={`${card.name} features`} />
      </CardContent>
      <CardFooter>
        <ManageBillingButton busy={busy} loading={portalLoading} onClick={onManage} />
      </CardFooter>
    </Card>
  );
}

/** docs/product.md §4 Standard: the 'Upgrade to Pro for more features' box. */
function UpgradeToProBox({
  busy,
  processing,
  onUpgrade,
}: {
  busy: boolean;
  processing: boolean;
  onUpgrade: () => void;
}) {
  const pro = planCards.pro;
  return (
    <Card className="border-brand/50 bg-brand/5">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Sparkles aria-hidden="true" className="size-5 text-brand" />
          {billingMessages.upgradeBox}
        </CardTitle>
        <CardDescription>
          Pro is {pro.price} {pro.period}: unlimited cover letters, every template and tone, DOCX and TXT
          exports, the analytics dashboard and priority support.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button disabled={busy} onClick={onUpgrade}>
          {processing ? subscriptionPageTexts.processing : subscriptionPageTexts.upgradeToPro}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * docs/product.md §4 Free: the 'Limited Features' notice, the Standard and Pro cards and the closing lines.
 */
function FreePlanOffers({
  selectedTier,
  busy,
  processingTier,
  onSubscribe,
}: {
  selectedTier: Plan;
  busy: boolean;
  processingTier: PaidTier | null;
  onSubscribe: (tier: PaidTier) => void;
}) {
  return (
    <>
      <section
        aria-labelledby="limited-features-title"
        className="flex gap-3 rounded-xl border border-amber-500/50 bg-amber-500/10 p-4"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        <div className="grid gap-1">
          <h2 id="limited-features-title" className="font-semibold">
            {billingMessages.limitedFeaturesTitle}
          </h2>
          <p className="text-sm">{billingMessages.limitedFeatures}</p>
        </div>
      </section>
      <div className="grid gap-8 pt-3 md:grid-cols-2">
        {paidTiers.map((tier) => (
          <PlanOfferCard
            key={tier}
            tier={tier}
            selected={selectedTier === tier}
            disabled={busy}
            processing={processingTier === tier}
            onSubscribe={onSubscribe}
          />
        ))}
      </div>
      <div className="grid gap-1 text-center text-muted-foreground text-sm">
        <p>{billingMessages.allPlansInclude}</p>
        <p>{billingMessages.cancelAnytime}</p>
      </div>
    </>
  );
}

function PaymentFailedNotice({
  busy,
  portalLoading,
  onManage,
}: {
  busy: boolean;
  portalLoading: boolean;
  onManage: () => void;
}) {
  return (
    <section
      aria-labelledby="payment-failed-title"
      className="flex flex-wrap items-start gap-3 rounded-xl border border-danger-text/50 bg-destructive/5 p-4"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-text" />
      <div className="grid flex-1 gap-1">
        <h2 id="payment-failed-title" className="font-semibold text-danger-text">
          {PAYMENT_FAILED_TITLE}
        </h2>
        <p className="text-sm">{PAYMENT_FAILED_MESSAGE}</p>
      </div>
      <ManageBillingButton busy={busy} loading={portalLoading} onClick={onManage} variant="outline" />
    </section>
  );
}

/**
 * The signed-in subscription page: the current plan, and what the user can move to (docs/product.md §4, §5).
 */
export function SubscriptionOverview({ user, selectedTier }: { user: User; selectedTier: Plan }) {
  const checkout = useCheckout();
  const portal = usePortal();

  // A page restored from the back-forward cache (Back from Stripe) must not stay 'Processing...'.
  const resetCheckout = checkout.reset;
  const resetPortal = portal.reset;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetCheckout();
      resetPortal();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetCheckout, resetPortal]);

  // Still busy after success: the browser is on its way to the returned url.
  const busy = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;
  const processingTier = checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null;
  const portalLoading = portal.isPending || portal.isSuccess;

  const subscribe = (tier: PaidTier) => {
    if (busy) return;
    checkout.mutate(tier, { onError: (error) => toastError(checkoutErrorMessage(error)) });
  };
  const manage = () => {
    if (busy) return;
    portal.mutate(undefined, { onError: (error) => toastError(portalErrorMessage(error)) });
  };

  const plan = planOf(user);
  return (
    <div className="grid gap-6">
      {isPaymentProblem(user.subscriptionStatus) ? (
        <PaymentFailedNotice busy={busy} portalLoading={portalLoading} onManage={manage} />
      ) : null}
      {plan === 'free' ? (
        <FreePlanOffers
          selectedTier={selectedTier}
          busy={busy}
          processingTier={processingTier}
          onSubscribe={subscribe}
        />
      ) : (
        <CurrentPlanCard
          user={user}
          plan={plan}
          busy={busy}
          portalLoading={portalLoading}
          onManage={manage}
        />
      )}
      {plan === 'standard' ? (
        <UpgradeToProBox
          busy={busy}
          processing={processingTier === 'pro'}
          onUpgrade={() => subscribe('pro')}
        />
      ) : null}
    </div>
  );
}
