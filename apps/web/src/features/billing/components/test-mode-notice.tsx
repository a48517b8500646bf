import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useBillingConfig } from '../api/billing';

export const TEST_MODE_LABEL = 'Test mode: no real payments';

/** Shown wherever money seems to change hands while the server runs without Stripe keys. */
export function TestModeBadge({ force = false }: { force?: boolean }) {
  const config = useBillingConfig();
  if (!force && config.data?.mode !== 'test') return null;
  return (
    <Badge
      variant="outline"
      className="border-amber-500/60 bg-amber-500/10 px-3 py-1 text-amber-900 text-sm dark:text-amber-200"
    >
      <FlaskConical aria-hidden="true" />
      {TEST_MODE_LABEL}
    </Badge>
  );
}
