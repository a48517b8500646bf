import { coverLetterMessages } from '@jobpeel/contract';
import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

const analyticsFeatures = [
  'Letters per week',
  'Templates and lengths used',
  'Average match score',
  'Most frequent keywords',
];

/** What non-Pro users see in the Analytics tab (no analytics request is made for them). */
export function AnalyticsUpgradeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-5 text-muted-foreground" />
          Analytics dashboard
        </CardTitle>
        <CardDescription>{coverLetterMessages.analyticsLocked}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Included with Pro" className="grid gap-2 text-sm">
          {analyticsFeatures.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-success-text" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to={`${paths.subscription}?selectedTier=pro`}>Upgrade to Pro</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
