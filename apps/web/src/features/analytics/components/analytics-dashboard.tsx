import { type Analytics, letterLengthInfo, letterLengths } from '@jobpeel/contract';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ANALYTICS_FAILED_MESSAGE, useAnalytics } from '../api/analytics';
import { BarChart, type BarDatum } from './bar-chart';

/** 'Mar 2' for a week's Monday; weeks are UTC dates, so they are shown in UTC. */
function weekLabel(weekStart: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(weekStart),
  );
}

/** Every length, in the picker's order, so the chart keeps its shape when one is unused. */
function lengthBars(lengths: Analytics['lengths']): BarDatum[] {
  return letterLengths.map((length) => ({
    label: letterLengthInfo[length].label,
    value: lengths.find((entry) => entry.length === length)?.count ?? 0,
  }));
}

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="px-4">
        <dt className="text-muted-foreground text-sm">{label}</dt>
        <dd className="font-bold text-3xl tabular-nums">{value}</dd>
      </CardContent>
    </Card>
  );
}

/** The Pro analytics dashboard (marketing §1); loaded lazily from the dashboard's Analytics tab. */
export function AnalyticsDashboard() {
  const analytics = useAnalytics();

  if (analytics.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading analytics" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-danger-text">{ANALYTICS_FAILED_MESSAGE}</p>
        <Button variant="outline" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const data = analytics.data;
  if (data.totalLetters === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No data yet</h2>
        <p className="text-muted-foreground">Generate a few cover letters to see your trends here.</p>
      </div>
    );
  }

  const averageScore = data.averageMatchScore === null ? '—' : `${Math.round(data.averageMatchScore)}%`;
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-4">
      <h2 id="analytics-heading" className="font-semibold text-xl">
        Analytics dashboard
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <StatTile label="Average match score" value={averageScore} />
        <StatTile label="Total letters" value={String(data.totalLetters)} />
        <StatTile label="Saved letters" value={String(data.savedLetters)} />
      </dl>
      <BarChart
        title="Letters per week"
        orientation="vertical"
        labelHeader="Week of"
        valueHeader="Letters"
        data={data.lettersPerWeek.map((week) => ({ label: weekLabel(week.weekStart), value: week.count }))}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <BarChart
          title="Templates used"
          orientation="horizontal"
          labelHeader="Template"
          valueHeader="Letters"
          data={data.templates.map((template) => ({ label: template.name, value: template.count }))}
        />
        <BarChart
          title="Lengths used"
          orientation="vertical"
          labelHeader="Length"
          valueHeader="Letters"
          data={lengthBars(data.lengths)}
        />
      </div>
      <BarChart
        title="Most frequent keywords"
        orientation="horizontal"
        labelHeader="Keyword"
        valueHeader="Letters"
        emptyText="No keywords yet."
        data={data.topKeywords.slice(0, 10).map((entry) => ({ label: entry.keyword, value: entry.count }))}
      />
    </section>
  );
}
