import { LandingPage } from '@/features/marketing/landing/components/landing-page';

/**
 * The signed-out home (docs/product.md §4). Bundled with the shell: it is the first page most visitors see.
 */
export function LandingRoute() {
  return <LandingPage />;
}
