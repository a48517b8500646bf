import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { paths } from '@/lib/paths';
import { steps } from '../data/landing-content';

/** Section 4: the four-step process. */
export function StepsSection() {
  return (
    <RevealSection
      id="how-it-works"
      aria-labelledby="steps-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 md:py-24"
    >
      <SectionHeading id="steps-title" eyebrow="How it works" title="Four steps to a finished letter" />
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="grid content-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="font-semibold text-lg">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg">
          <Link to={paths.auth}>Start Creating Now</Link>
        </Button>
      </div>
    </RevealSection>
  );
}
