import { RevealSection } from '@/features/marketing/components/reveal-section';
import { statistics } from '../data/landing-content';

/** Section 8: the statistics row. */
export function StatsSection() {
  return (
    <RevealSection aria-label="Statistics" className="mx-auto w-full max-w-6xl px-4 py-16">
      <ul className="grid gap-8 text-center sm:grid-cols-3">
        {statistics.map((stat) => (
          <li key={stat.label} className="grid gap-1">
            <span className="font-bold text-5xl text-brand tracking-tight">{stat.value}</span>
            <span className="text-lg text-muted-foreground">{stat.label}</span>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
