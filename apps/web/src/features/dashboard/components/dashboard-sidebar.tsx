import { REFERRAL_BONUS_LETTERS } from '@jobpeel/contract';
import { ChevronDown, Gift, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/** docs/product.md §4 sidebar: collapsible 'Extraction Tips' (quality check, about the extractor). */
export function ExtractionTips() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card className="gap-0 py-0">
        <h2 className="font-semibold text-base">
          <CollapsibleTrigger className="flex w-full items-center justify-between gap-2 rounded-xl px-6 py-4 text-left focus-visible:outline-2 focus-visible:outline-ring">
            Extraction Tips
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent>
          <CardContent className="grid gap-4 pb-6 text-sm">
            <div className="grid gap-1">
              <h3 className="font-medium">Quality check</h3>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                <li>Make sure the job title, the responsibilities and the requirements all made it in.</li>
                <li>
                  Delete leftovers such as menus, cookie notices, "similar jobs" lists and salary widgets.
                </li>
                <li>Keep the company name: the letter uses it when you address the company.</li>
              </ul>
            </div>
            <div className="grid gap-1">
              <h3 className="font-medium">About the extractor</h3>
              <p className="text-muted-foreground">
                The extractor reads the posting from the job board's own data where it can, and falls back to
                the page's readable text. Boards that build their pages with scripts may need the universal
                extractor, which opens the page in a real browser first. When all else fails, copy and paste
                the posting by hand.
              </p>
            </div>
          </CardContent>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}

/** docs/product.md §4: the referral promo for non-pro users. */
export function ReferralPromo() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Gift aria-hidden="true" className="size-4 text-brand" />
          Get free cover letters
        </CardTitle>
        <CardDescription>
          Invite a friend. When they generate their first cover letter, you both get {REFERRAL_BONUS_LETTERS}{' '}
          bonus letters.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.accountTab('referrals')}>Refer Friends</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const tips = [
  'Use the complete job posting. The requirements section is where most of the keywords come from.',
  'Paste your whole resume, with numbers: the letter only mentions results your resume backs up.',
  'Fill in Key Achievements with your two or three strongest wins for this kind of role.',
  'Add the company name so the letter can address the company and mention it by name.',
  'Read the letter before you send it and add one sentence on why this company, in your own words.',
  'Check the keywords in the analysis: if the job asks for a skill you have, make sure your resume says so.',
];

/** docs/product.md §4 'Tips for Success'. */
export function TipsForSuccess() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Lightbulb aria-hidden="true" className="size-4 text-brand" />
          Tips for Success
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-muted-foreground text-sm">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
