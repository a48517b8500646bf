import { startTransition, useEffect, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { ClosingSection } from './closing-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LatestPostsSection } from './latest-posts-section';
import { PricingSection } from './pricing-section';
import { SamplesCarousel } from './samples-carousel';
import { StatsSection } from './stats-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The signed-out home: docs/product.md §4 'Landing page', its eleven sections in order. The hero paints
 * first; the sections below it render right after in a transition, which React splits into short
 * tasks, so the first paint is not held up and the page stays responsive while they are built.
 */
export function LandingPage() {
  const [showBelowFold, setShowBelowFold] = useState(false);

  useEffect(() => {
    startTransition(() => setShowBelowFold(true));
  }, []);

  // A link to a section (/#pricing) can only scroll once that section exists.
  useEffect(() => {
    if (!showBelowFold || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [showBelowFold]);

  return (
    <div className="flex flex-1 flex-col">
      <PageTitle />
      <HeroSection />
      {showBelowFold ? (
        <>
          <DemoSection />
          <FeaturesSection />
          <StepsSection />
          <SamplesCarousel />
          <LatestPostsSection />
          <PricingSection />
          <StatsSection />
          <TestimonialsSection />
          <ClosingSection />
          <LandingFooter />
        </>
      ) : null}
    </div>
  );
}
