import { paths } from '@/lib/paths';

/** The navigation's text links, the same on desktop and in the mobile menu. */
export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Library', to: paths.library },
  { label: 'Blog', to: paths.blog },
  { label: 'FAQ', to: paths.faq },
] as const;

/** spec §2 / decisions.md: Create New goes to / when signed in and /create when signed out. */
export function createNewPath(signedIn: boolean): string {
  return signedIn ? paths.home : paths.create;
}
