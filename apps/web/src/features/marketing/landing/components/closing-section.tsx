import { PRODUCT_NAME } from '@jobpeel/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { paths } from '@/lib/paths';

/** Section 10: the closing call to action, named after the product. */
export function ClosingSection() {
  return (
    <RevealSection
      aria-labelledby="closing-title"
      className="mx-auto w-full max-w-4xl px-4 py-16 text-center md:py-24"
    >
      <h2 id="closing-title" className="font-bold text-3xl tracking-tight md:text-4xl">
        Your next application deserves its own letter
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
        Start on the free plan with five letters a day. No card needed.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.auth}>{`Try ${PRODUCT_NAME} Today`}</Link>
      </Button>
    </RevealSection>
  );
}
