import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { testimonials } from '../data/landing-content';

/** Section 9: three testimonials. */
export function TestimonialsSection() {
  return (
    <RevealSection aria-labelledby="testimonials-title" className="bg-muted/40 py-16 md:py-24">
      <div className="mx-auto w-full max-w-6xl px-4">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What job seekers say" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="grid h-full content-between gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <blockquote className="text-lg leading-relaxed">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground">, {item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </RevealSection>
  );
}
