import { planLabels, type User } from '@jobpeel/contract';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { badgeVariants } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { planOf } from '@/lib/use-viewer';
import { cn } from '@/lib/utils';

/**
 * A Standard or Pro badge, or an Upgrade button for free users; nothing for visitors. Both lead to
 * the subscription page.
 */
export function PlanIndicator({ user, onNavigate }: { user: User | null; onNavigate?: () => void }) {
  if (!user) return null;
  const plan = planOf(user);
  if (plan === 'free') {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={paths.subscription} onClick={onNavigate}>
          <Sparkles aria-hidden="true" />
          Upgrade
        </Link>
      </Button>
    );
  }
  return (
    <Link
      to={paths.subscription}
      onClick={onNavigate}
      aria-label={`${planLabels[plan]} plan, manage subscription`}
      className={cn(
        badgeVariants({ variant: plan === 'pro' ? 'brand' : 'secondary' }),
        'hover:opacity-90 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
      )}
    >
      <Crown aria-hidden="true" />
      {planLabels[plan]}
    </Link>
  );
}
