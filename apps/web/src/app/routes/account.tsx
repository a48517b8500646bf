import { Page } from '@/components/page';
import { AccountSettings } from '@/features/account/components/account-settings';
import { ReferralsTab } from '@/features/referrals/components/referrals-tab';
import { useUser } from '@/lib/auth';

export function AccountRoute() {
  const user = useUser().data;
  if (!user) return null;
  return (
    <Page title="Account Settings" className="grid max-w-4xl gap-6">
      <h1 className="font-bold text-3xl tracking-tight">Account Settings</h1>
      <AccountSettings user={user} referrals={<ReferralsTab />} />
    </Page>
  );
}
