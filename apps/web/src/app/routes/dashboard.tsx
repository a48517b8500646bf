import { Page } from '@/components/page';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useUser } from '@/lib/auth';

export function DashboardRoute() {
  const user = useUser().data;
  if (!user) return null;
  return (
    <Page title="Dashboard">
      <DashboardOverview user={user} />
    </Page>
  );
}
