import { PRODUCT_NAME } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Section 1. Never faded in: it is what the visitor sees first (and the page's largest paint). */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-brand/10 to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
        <p className="rounded-full border bg-background px-3 py-1 font-medium text-sm">
          Cover letters for job seekers
        </p>
        <h1 id="hero-title" className="font-bold text-4xl tracking-tight md:text-6xl">
          A cover letter written for the job, in minutes
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground md:text-xl">
          Add a job posting and your resume, and {PRODUCT_NAME} drafts a tailored letter that uses only what
          your resume and the posting actually say. Edit it, keep it in your library and save it as a PDF.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.auth}>Get Started Free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#features">See how it works</a>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">Free plan: 5 letters a day. No card needed.</p>
      </div>
    </section>
  );
}
