import { type PaidTier, planCards, subscriptionPageTexts } from '@jobpeel/contract';
import { useId } from 'react';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const offerLabels: Record<PaidTier, string> = {
  standard: subscriptionPageTexts.popular,
  pro: subscriptionPageTexts.bestValue,
};

interface PlanOfferCardProps {
  tier: PaidTier;
  /** The plan named in ?selectedTier=, drawn with a ring. */
  selected: boolean;
  /** Any billing call is under way: every billing button waits. */
  disabled: boolean;
  /** This card's checkout is under way. */
  processing: boolean;
  onSubscribe: (tier: PaidTier) => void;
}

/** docs/product.md §4 Free: one plan card with its label, price, features and subscribe button. */
export function PlanOfferCard({ tier, selected, disabled, processing, onSubscribe }: PlanOfferCardProps) {
  const plan = planCards[tier];
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-selected={selected}
      className={cn(
        'relative flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        selected && 'border-brand ring-2 ring-brand',
      )}
    >
      <Badge variant={tier === 'pro' ? 'brand' : 'secondary'} className="absolute -top-3 left-6">
        {offerLabels[tier]}
      </Badge>
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold text-xl">
          {plan.name}
        </h3>
        <p>
          <span className="font-bold text-3xl">{plan.price}</span>{' '}
          <span className="text-muted-foreground text-sm">{plan.period}</span>
        </p>
        <p className="text-muted-foreground text-sm">{plan.description}</p>
      </div>
      <PlanFeatureList features={plan.features} label={`${plan.name} features`} className="flex-1" />
      <Button
        size="lg"
        variant={tier === 'pro' ? 'default' : 'outline'}
        disabled={disabled}
        onClick={() => onSubscribe(tier)}
      >
        {processing ? subscriptionPageTexts.processing : plan.buttonText}
      </Button>
    </section>
  );
}
