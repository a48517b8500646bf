import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { sampleLetters } from '@/features/marketing/data/sample-letters';
import { paths } from '@/lib/paths';

/**
 * Section 5: the five sample letters, one at a time, with previous/next buttons and the arrow
 * keys (anywhere inside the carousel). The slides not shown are inert, so a keyboard or screen
 * reader user only meets the current one; the live region announces each change.
 */
export function SamplesCarousel() {
  const [current, setCurrent] = useState(0);
  const count = sampleLetters.length;
  const slidesRef = useRef<HTMLDivElement>(null);
  const focusSlideAfterMove = useRef(false);

  const move = (step: number) => setCurrent((index) => (index + step + count) % count);

  // A focused link inside the slide that just left would be lost: hand focus to the new slide.
  useEffect(() => {
    if (!focusSlideAfterMove.current) return;
    focusSlideAfterMove.current = false;
    slidesRef.current?.querySelector<HTMLElement>(`[data-slide="${current}"] a`)?.focus();
  }, [current]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    focusSlideAfterMove.current = slidesRef.current?.contains(event.target as Node) ?? false;
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <RevealSection id="examples" aria-labelledby="examples-title" className="bg-muted/40 py-16 md:py-24">
      <div className="mx-auto w-full max-w-4xl px-4">
        <SectionHeading id="examples-title" eyebrow="Examples" title="Sample cover letters">
          Complete letters for five different roles. Use the arrow keys or the buttons to browse.
        </SectionHeading>
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern, not a form fieldset */}
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label="Sample cover letters"
          onKeyDown={onKeyDown}
          className="mt-10 grid gap-6"
        >
          <div ref={slidesRef} aria-live="polite" className="overflow-hidden rounded-xl">
            <div
              className="flex motion-safe:transition-transform motion-safe:duration-500"
              style={{ transform: `translateX(-${current * 100}%)` }}
            >
              {sampleLetters.map((letter, index) => {
                const shown = index === current;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel slide pattern
                  <div
                    key={letter.title}
                    data-slide={index}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${count}: ${letter.title}`}
                    aria-hidden={!shown}
                    inert={!shown}
                    className="w-full shrink-0 px-px"
                  >
                    <article className="grid h-full content-start gap-4 rounded-xl border bg-card p-6 shadow-sm md:p-8">
                      <div className="grid gap-1">
                        <h3 className="font-semibold text-2xl">{letter.title}</h3>
                        <p className="text-muted-foreground text-sm">{letter.company}</p>
                      </div>
                      <p className="text-lg">{letter.preview}</p>
                      <p className="line-clamp-3 text-muted-foreground">{letter.paragraphs[1]}</p>
                      <Button asChild className="justify-self-start">
                        <Link to={paths.exampleOf(index)}>View Full Example</Link>
                      </Button>
                    </article>
                  </div>
                );
              })}
            </div>
          </div>
          <div className="flex items-center justify-center gap-4">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous sample letter"
              onClick={() => move(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <p className="min-w-16 text-center text-muted-foreground text-sm tabular-nums">
              {current + 1} / {count}
            </p>
            <Button variant="outline" size="icon" aria-label="Next sample letter" onClick={() => move(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </RevealSection>
  );
}
