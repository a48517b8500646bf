import { LandingPage } from '@/features/marketing/landing/components/landing-page';

/** The signed-out home (decisions.md Routes). Bundled with the shell: it is the first page most visitors see. */
export function LandingRoute() {
  return <LandingPage />;
}
