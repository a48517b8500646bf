import type { User } from '@jobpeel/contract';
import type * as React from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordForm } from './change-password-form';
import { DangerZone } from './danger-zone';
import { ProfileForm } from './profile-form';

const accountTabs = ['profile', 'security', 'referrals'] as const;
type AccountTab = (typeof accountTabs)[number];

function isAccountTab(value: string | null): value is AccountTab {
  return value !== null && (accountTabs as readonly string[]).includes(value);
}

/**
 * Profile, Security and Referrals, with the open tab kept in ?tab= so it can be linked to. Panels stay
 * mounted (hidden) so switching tabs never loses what the user typed. The page passes the Referrals
 * panel in, since it belongs to the referrals feature.
 */
export function AccountSettings({ user, referrals }: { user: User; referrals: React.ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'profile';
  // The referrals load only once their tab is first opened, then stay mounted like the others.
  const [referralsOpened, setReferralsOpened] = useState(tab === 'referrals');
  if (tab === 'referrals' && !referralsOpened) setReferralsOpened(true);

  const selectTab = (value: string) => {
    if (!isAccountTab(value)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label="Account sections">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="referrals">Referrals</TabsTrigger>
      </TabsList>
      <TabsContent value="profile" forceMount>
        <ProfileForm key={user.id} user={user} />
      </TabsContent>
      <TabsContent value="security" forceMount className="grid gap-6">
        <ChangePasswordForm />
        <DangerZone />
      </TabsContent>
      <TabsContent value="referrals" forceMount>
        {referralsOpened ? referrals : null}
      </TabsContent>
    </Tabs>
  );
}
