import { ArrowLeft, ArrowRight, Building2, Home } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { sampleLetters } from '../../data/sample-letters';
import { openingParagraph, otherExamples } from '../lib/example-id';

export const exampleNotFoundTexts = {
  title: 'Example Not Found',
  message: "Sorry, we couldn't find the cover letter example you're looking for.",
} as const;

export function ExampleNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{exampleNotFoundTexts.title}</h1>
      <p className="max-w-md text-muted-foreground">{exampleNotFoundTexts.message}</p>
      <Button asChild>
        <Link to={paths.home}>
          <Home aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}

/** /examples/{index}: one sample letter in full, then the others. */
export function ExamplePage({ index }: { index: number }) {
  const letter = sampleLetters[index]!;

  return (
    <div className="grid gap-12">
      <article className="mx-auto grid w-full max-w-3xl gap-6">
        <Link
          to={paths.home}
          className="inline-flex w-fit items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Examples
        </Link>
        <header className="grid gap-3">
          <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
            Cover letter example
          </p>
          <h1 className="font-bold text-3xl tracking-tight md:text-4xl">{letter.title}</h1>
          <Badge variant="secondary" className="text-sm">
            <Building2 aria-hidden="true" />
            <span className="sr-only">Company: </span>
            {letter.company}
          </Badge>
        </header>
        <div className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground leading-relaxed shadow-sm md:p-10 md:text-lg">
          {letter.paragraphs.map((paragraph) => (
            <p key={paragraph} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.auth}>
              Create Your Cover Letter
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </article>
      <OtherExamples index={index} />
    </div>
  );
}

function OtherExamples({ index }: { index: number }) {
  const others = otherExamples(index);
  return (
    <section aria-labelledby="other-examples-title" className="grid gap-6 border-t pt-10">
      <h2 id="other-examples-title" className="font-bold text-2xl tracking-tight">
        Other Cover Letter Examples
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {others.map(({ index: otherIndex, letter }) => (
          <li key={otherIndex} className="flex">
            <article
              aria-labelledby={`example-${otherIndex}-title`}
              className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
            >
              <h3 id={`example-${otherIndex}-title`} className="font-semibold text-lg leading-snug">
                {letter.title}
              </h3>
              <Badge variant="outline">
                <Building2 aria-hidden="true" />
                <span className="sr-only">Company: </span>
                {letter.company}
              </Badge>
              <p className="line-clamp-2 text-muted-foreground text-sm">{openingParagraph(letter)}</p>
              <Button asChild variant="outline" size="sm" className="mt-auto w-fit">
                <Link to={paths.exampleOf(otherIndex)} aria-label={`View Example: ${letter.title}`}>
                  View Example
                </Link>
              </Button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
