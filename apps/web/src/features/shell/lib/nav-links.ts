import { paths } from '@/lib/paths';

/** The navigation's text links, the same on desktop and in the mobile menu. */
export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Library', to: paths.library },
  { label: 'Blog', to: paths.blog },
  { label: 'FAQ', to: paths.faq },
] as const;

/** Pages only a signed-in user can open, listed after the Library. */
const signedInLinks = [{ label: 'Check a letter', to: paths.check }] as const;

/** The text links for a visitor or a signed-in user. */
export function navLinksFor(signedIn: boolean): readonly { label: string; to: string }[] {
  return signedIn ? [...navLinks.slice(0, 2), ...signedInLinks, ...navLinks.slice(2)] : navLinks;
}

/** docs/product.md §4: Create New goes to / when signed in and /create when signed out. */
export function createNewPath(signedIn: boolean): string {
  return signedIn ? paths.home : paths.create;
}
