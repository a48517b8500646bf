import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useViewer } from '@/lib/use-viewer';
import { AnalyticsUpgradeCard } from './analytics-upgrade-card';

// Loaded on first use so the charts stay out of the main bundle.
const AnalyticsDashboard = lazy(() =>
  import('./analytics-dashboard').then((module) => ({ default: module.AnalyticsDashboard })),
);

/** The dashboard's Analytics tab: the charts for Pro, an upgrade card for everyone else. */
export function AnalyticsTab() {
  const viewer = useViewer();
  if (!viewer.can('analytics')) return <AnalyticsUpgradeCard />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner label="Loading analytics" />
        </div>
      }
    >
      <AnalyticsDashboard />
    </Suspense>
  );
}
