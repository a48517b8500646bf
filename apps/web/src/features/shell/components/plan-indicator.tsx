import { effectivePlan, planLabels, type User } from '@jobpeel/contract';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** A Standard or Pro badge, or an Upgrade button for free users; nothing for visitors. */
export function PlanIndicator({ user, onNavigate }: { user: User | null; onNavigate?: () => void }) {
  if (!user) return null;
  const plan = effectivePlan(user.subscriptionStatus);
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
    <Badge variant={plan === 'pro' ? 'brand' : 'secondary'} title={`${planLabels[plan]} plan`}>
      <Crown aria-hidden="true" />
      {planLabels[plan]}
    </Badge>
  );
}
