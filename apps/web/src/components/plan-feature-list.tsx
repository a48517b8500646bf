import type { PlanFeature } from '@jobpeel/contract';
import { Check, Minus } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A plan's features as 'name: value' rows; limited ones are marked as such. */
export function PlanFeatureList({
  features,
  label,
  className,
}: {
  features: PlanFeature[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('grid gap-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature.name} className="flex items-start gap-2">
          {feature.limited ? (
            <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          ) : (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
          )}
          <span>
            <span className="font-medium">{feature.name}:</span> {feature.value}
          </span>
        </li>
      ))}
    </ul>
  );
}
