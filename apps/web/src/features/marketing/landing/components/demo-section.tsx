import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { paths } from '@/lib/paths';
import { demo } from '../data/landing-content';
import { ExpandableText } from './expandable-text';

/** Section 2: a sample job description beside the letter written for it. */
export function DemoSection() {
  return (
    <RevealSection
      id="demo"
      aria-labelledby="demo-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 md:py-24"
    >
      <SectionHeading id="demo-title" eyebrow="See it in action" title="From job posting to cover letter">
        A sample posting on the left, the letter written for it on the right.
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <article
          aria-labelledby="demo-job-title"
          className="grid content-start gap-4 rounded-xl border bg-card p-6 shadow-sm"
        >
          <div className="grid gap-1">
            <p className="font-medium text-muted-foreground text-sm">Job description</p>
            <h3 id="demo-job-title" className="font-semibold text-xl">
              {demo.jobTitle}, {demo.company}
            </h3>
          </div>
          <ExpandableText paragraphs={demo.jobDescription} label="job description" />
        </article>
        <article
          aria-labelledby="demo-letter-title"
          className="grid content-start gap-4 rounded-xl border bg-card p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1">
              <p className="font-medium text-muted-foreground text-sm">Generated cover letter</p>
              <h3 id="demo-letter-title" className="font-semibold text-xl">
                Letter for {demo.company}
              </h3>
            </div>
            <Badge variant="secondary" className="gap-1.5">
              <Clock aria-hidden="true" />
              {demo.generatedIn}
            </Badge>
          </div>
          <ExpandableText paragraphs={demo.letter} label="cover letter" />
        </article>
      </div>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link to={paths.auth}>Try it yourself</Link>
        </Button>
      </div>
    </RevealSection>
  );
}
