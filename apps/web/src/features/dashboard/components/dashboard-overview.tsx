import { planLabels, type User } from '@jobpeel/contract';
import { FileText, Gauge, Gift, Library, type LucideIcon, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { viewerOf } from '@/lib/use-viewer';
import { dailyLimitLabel, timeUntilUtcMidnight } from '../lib/daily-limit';
import { isFirstVisit, markGreeted } from '../lib/first-visit';

function StatCard({
  title,
  value,
  description,
  icon: Icon,
}: {
  title: string;
  value: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2" className="font-medium text-muted-foreground text-sm">
          {title}
        </CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <p className="font-bold text-3xl">{value}</p>
        <CardDescription className="mt-1">{description}</CardDescription>
      </CardContent>
    </Card>
  );
}

/** The signed-in home's banner and stat cards (docs/product.md §4 Dashboard). */
/** 'Welcome' on a new user's first visit, 'Welcome back' afterwards. */
function useGreeting(user: User): string {
  // Decided once per visit, so recording it does not change the heading under the user's eyes.
  const [firstVisit] = useState(() => isFirstVisit(user));
  useEffect(() => markGreeted(user.id), [user.id]);
  return firstVisit ? `Welcome, ${user.username}` : `Welcome back, ${user.username}`;
}

export function DashboardOverview({ user, totalLetters }: { user: User; totalLetters: number | undefined }) {
  const greeting = useGreeting(user);
  const { plan, limitOf } = viewerOf(user);
  const limit = limitOf('dailyLetters');
  const usedToday =
    limit === null
      ? `${user.dailyCoverLetterCount} written today`
      : `Resets at midnight UTC (in ${timeUntilUtcMidnight()})`;

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="welcome-heading"
        className="flex flex-col gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center md:justify-between"
      >
        <div className="grid gap-1">
          <h1 id="welcome-heading" className="font-bold text-2xl md:text-3xl">
            {greeting}
          </h1>
          <p className="text-muted-foreground">You are on the {planLabels[plan]} plan.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.library}>
              <Library aria-hidden="true" />
              View Library
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.home}>
              <Plus aria-hidden="true" />
              New Cover Letter
            </Link>
          </Button>
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Total Cover Letters"
          value={totalLetters === undefined ? '–' : String(totalLetters)}
          description="Letters in your history"
          icon={FileText}
        />
        <StatCard
          title="Daily Limit"
          value={dailyLimitLabel(plan, user.dailyCoverLetterCount)}
          description={usedToday}
          icon={Gauge}
        />
        <StatCard
          title="Bonus Letters"
          value={String(user.bonusCoverLetters)}
          description="Used once your daily limit is reached"
          icon={Gift}
        />
      </div>
    </div>
  );
}
