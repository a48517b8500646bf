import { Menu } from 'lucide-react';
import { lazy, Suspense, startTransition, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MobileNavProps } from './mobile-nav-sheet';

const loadMobileNavSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() =>
  loadMobileNavSheet().then((module) => ({ default: module.MobileNavSheet })),
);

/**
 * The menu button used below 768 px. Until first used it is a plain button, and the slide-out menu
 * (Radix Dialog, its focus trap and scroll lock) loads when the button is pointed at, focused or
 * pressed; it then opens at once. This keeps the menu out of every phone's first load.
 */
export function MobileNav(props: MobileNavProps) {
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadMobileNavSheet()}
      onFocus={() => void loadMobileNavSheet()}
      // A transition keeps this button on screen until the menu is ready to replace it.
      onClick={() => startTransition(() => setRequested(true))}
    >
      <Menu aria-hidden="true" />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      {requested ? <MobileNavSheet {...props} defaultOpen /> : placeholder}
    </Suspense>
  );
}
