import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Page } from '@/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalyticsTab } from '@/features/analytics/components/analytics-tab';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import {
  ExtractionTips,
  ReferralPromo,
  TipsForSuccess,
} from '@/features/dashboard/components/dashboard-sidebar';
import { useCoverLetters } from '@/features/library/api/cover-letters';
import { RecentCoverLetters } from '@/features/library/components/recent-cover-letters';
import { useViewer } from '@/lib/use-viewer';
import { CoverLetterForm } from '../cover-letter-form';

const dashboardTabs = ['create', 'recent', 'analytics'] as const;
type DashboardTab = (typeof dashboardTabs)[number];

function isDashboardTab(value: string): value is DashboardTab {
  return (dashboardTabs as readonly string[]).includes(value);
}

/** docs/product.md §4 Dashboard: banner, stat cards, the form, recent letters, analytics and the sidebar. */
export function DashboardRoute() {
  const viewer = useViewer();
  const user = viewer.user;
  const letters = useCoverLetters();
  const [tab, setTab] = useState<DashboardTab>('create');
  if (!user) return null;
  const list = letters.data ?? [];

  return (
    <Page title="Dashboard" className="grid gap-8 pb-28">
      <DashboardOverview user={user} totalLetters={letters.data?.length} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={(value) => setTab(isDashboardTab(value) ? value : 'create')}>
          <TabsList>
            <TabsTrigger value="create">Create New</TabsTrigger>
            <TabsTrigger value="recent">Recent ({list.length})</TabsTrigger>
            <TabsTrigger value="analytics">
              Analytics
              {viewer.can('analytics') ? null : <Lock aria-hidden="true" className="size-3.5" />}
            </TabsTrigger>
          </TabsList>
          {/* Kept mounted so switching tabs never loses what was typed. */}
          <TabsContent value="create" forceMount>
            <CoverLetterForm headingLevel="h3" />
          </TabsContent>
          <TabsContent value="recent">
            <RecentCoverLetters
              letters={list}
              isPending={letters.isPending}
              isError={letters.isError}
              onCreateNew={() => setTab('create')}
            />
          </TabsContent>
          {/* Mounted only while open, so the analytics request waits until the tab is chosen. */}
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
        <aside aria-label="Tips" className="grid content-start gap-6">
          <ExtractionTips />
          {/* Referral rewards are bonus letters: of no use without a daily limit. */}
          {viewer.limitOf('dailyLetters') === null ? null : <ReferralPromo />}
          <TipsForSuccess />
        </aside>
      </div>
    </Page>
  );
}
