import {
  type ReferralFilter,
  type ReferralItem,
  referralFilters,
  rewardWithheldMessages,
} from '@jobpeel/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const filterLabels: Record<ReferralFilter, string> = {
  all: 'All',
  pending: 'Pending',
  completed: 'Completed',
};

const emptyMessages: Record<ReferralFilter, string> = {
  all: 'No referrals yet. Invite a friend to get started.',
  pending: 'No pending referrals.',
  completed: 'No completed referrals yet.',
};

/** 'MMM d, yyyy' in US English. */
function formatSentDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

interface ReferralListProps {
  filter: ReferralFilter;
  onFilterChange: (filter: ReferralFilter) => void;
  referrals: ReferralItem[];
  /** The list for a newly chosen filter is on its way; the previous one is still shown. */
  updating: boolean;
}

/** docs/product.md §4: the referrals, filterable by all, pending and completed. */
export function ReferralList({ filter, onFilterChange, referrals, updating }: ReferralListProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle as="h2">Your referrals</CardTitle>
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Show referrals</legend>
          {referralFilters.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'outline' : 'ghost'}
              aria-pressed={filter === value}
              onClick={() => onFilterChange(value)}
            >
              {filterLabels[value]}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
        {referrals.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">{emptyMessages[filter]}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Referrals: {filterLabels[filter]}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Email
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Sent
                </th>
              </tr>
            </thead>
            <tbody>
              {referrals.map((referral) => (
                <tr key={referral.id} className="border-b last:border-0">
                  <td className="break-all py-2 pr-3">{referral.email}</td>
                  <td className="py-2 pr-3">
                    <Badge variant={referral.status === 'completed' ? 'brand' : 'secondary'}>
                      {referral.status === 'completed' ? 'Completed' : 'Pending'}
                    </Badge>
                    {referral.rewardWithheld ? (
                      <p className="mt-1 text-muted-foreground text-xs">
                        {rewardWithheldMessages[referral.rewardWithheld]}
                      </p>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap py-2">{formatSentDate(referral.sentAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
