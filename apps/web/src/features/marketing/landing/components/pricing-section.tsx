import { billingMessages, type PlanCard } from '@jobpeel/contract';
import { Link } from 'react-router';
import { PlanFeatureList } from '@/components/plan-feature-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { cn } from '@/lib/utils';
import { comparisonRows, planList, planSignUpPath } from '../data/plan-comparison';

function PlanButton({ plan, className }: { plan: PlanCard; className?: string }) {
  return (
    <Button asChild variant={plan.highlight ? 'default' : 'outline'} className={cn('w-full', className)}>
      <Link to={planSignUpPath(plan.tier)}>{plan.buttonText}</Link>
    </Button>
  );
}

function Price({ plan }: { plan: PlanCard }) {
  return (
    <p>
      <span className="font-bold text-3xl">{plan.price}</span>{' '}
      <span className="text-muted-foreground text-sm">{plan.period}</span>
    </p>
  );
}

/** 768 px and up: every plan side by side, one row per feature. */
function ComparisonTable() {
  const rows = comparisonRows();
  return (
    <div className="hidden md:block">
      <table className="w-full table-fixed border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">Plan comparison</caption>
        <thead>
          <tr>
            <td className="w-1/4" />
            {planList.map((plan) => (
              <th
                key={plan.tier}
                scope="col"
                className={cn('rounded-t-xl p-4 align-top font-normal', plan.highlight && 'bg-muted')}
              >
                <span className="block font-semibold text-lg">{plan.name}</span>
                <Price plan={plan} />
                <span className="mt-1 block text-muted-foreground">{plan.description}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="border-t p-4 font-medium">
                {row.feature}
              </th>
              {planList.map((plan) => (
                <td key={plan.tier} className={cn('border-t p-4', plan.highlight && 'bg-muted')}>
                  {row.values[plan.tier]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {planList.map((plan) => (
              <td key={plan.tier} className={cn('rounded-b-xl p-4', plan.highlight && 'bg-muted')}>
                <PlanButton plan={plan} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per plan, Standard marked 'Recommended'. */
function PlanCards() {
  return (
    <ul className="grid gap-6 md:hidden">
      {planList.map((plan) => (
        <li
          key={plan.tier}
          className={cn(
            'grid gap-4 rounded-xl border bg-card p-6 shadow-sm',
            plan.highlight && 'border-2 border-primary',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-xl">{plan.name}</h3>
            {plan.highlight ? <Badge>Recommended</Badge> : null}
          </div>
          <Price plan={plan} />
          <p className="text-muted-foreground text-sm">{plan.description}</p>
          <PlanFeatureList features={plan.features} label={`${plan.name} plan features`} />
          <PlanButton plan={plan} />
        </li>
      ))}
    </ul>
  );
}

/** Section 7, anchor #pricing: prices and features from the contract's plan cards. */
export function PricingSection() {
  return (
    <RevealSection id="pricing" aria-labelledby="pricing-title" className="bg-muted/40 py-16 md:py-24">
      <div className="mx-auto w-full max-w-6xl px-4">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, transparent pricing">
          Start free. Upgrade when your search picks up.
        </SectionHeading>
        <div className="mt-10">
          <ComparisonTable />
          <PlanCards />
        </div>
        <div className="mt-8 grid gap-1 text-center text-muted-foreground text-sm">
          <p>{billingMessages.allPlansInclude}</p>
          <p>{billingMessages.cancelAnytime}</p>
        </div>
      </div>
    </RevealSection>
  );
}
