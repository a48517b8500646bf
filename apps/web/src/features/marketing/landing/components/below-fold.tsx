import { useEffect } from 'react';
import { ClosingSection } from './closing-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { LandingFooter } from './landing-footer';
import { LatestPostsSection } from './latest-posts-section';
import { PricingSection } from './pricing-section';
import { SamplesCarousel } from './samples-carousel';
import { StatsSection } from './stats-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

/** Sections 2 to 11 of the landing page (docs/product.md §4), in their own chunk (landing-page.tsx). */
export function BelowFold({ scrollToHash }: { scrollToHash: boolean }) {
  // A link to a section (/#pricing) can only scroll once that section exists. Markup the server
  // sent was there before: the browser scrolled to it itself, and the visitor may have moved since.
  useEffect(() => {
    // Browser tests wait for it before using the sections of a server-rendered page.
    document.documentElement.setAttribute('data-landing-ready', '');
    return () => document.documentElement.removeAttribute('data-landing-ready');
  }, []);

  useEffect(() => {
    if (!scrollToHash || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [scrollToHash]);

  return (
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
  );
}
