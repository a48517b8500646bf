import { type ReferralFilter, referralMessages } from '@jobpeel/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/use-toast';
import { useReferrals } from '../api/referrals';
import { ReferralCodeCard } from './referral-code-card';
import { ReferralInviteForm } from './referral-invite-form';
import { ReferralList } from './referral-list';
import { ReferralStats } from './referral-stats';

function LoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Referrals</CardTitle>
        <CardDescription>{referralMessages.fetchFailed}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The /account Referrals tab (docs/product.md §4): code, link, stats, invite form and the filtered list. */
export function ReferralsTab() {
  const [filter, setFilter] = useState<ReferralFilter>('all');
  const query = useReferrals(filter);

  // docs/product.md §9: 'Failed to fetch referrals', once per failed load.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toastError(referralMessages.fetchFailed, referralMessages.fetchFailedTitle);
  }, [failedAt]);

  const data = query.data;
  if (!data) {
    if (query.isError) return <LoadFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label="Loading referrals" />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <ReferralCodeCard data={data} />
      <ReferralStats stats={data.stats} />
      <ReferralInviteForm />
      <ReferralList
        filter={filter}
        onFilterChange={setFilter}
        referrals={data.referrals}
        updating={query.isPlaceholderData}
      />
    </div>
  );
}
