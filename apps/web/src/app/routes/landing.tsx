import { PRODUCT_NAME } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The signed-out home. Its further sections (demo, features, pricing...) arrive in later releases. */
export function LandingRoute() {
  return (
    <Page className="flex flex-col items-center gap-6 py-16 text-center md:py-24">
      <h1 className="max-w-3xl font-bold text-4xl tracking-tight md:text-5xl">
        Tailored cover letters from any job posting
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Paste a job description, add your resume, and {PRODUCT_NAME} writes a cover letter that speaks to the
        role.
      </p>
      <Button asChild size="lg">
        <Link to={paths.auth}>Get Started Free</Link>
      </Button>
    </Page>
  );
}
