import { PRODUCT_NAME } from '@jobpeel/contract';
import { Citrus, Plus } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useScrolled } from '../hooks/use-scrolled';
import { createNewPath, navLinksFor } from '../lib/nav-links';
import { MobileNav } from './mobile-nav';
import { PlanIndicator } from './plan-indicator';

// Signed-in only: its menu code stays out of the first load of the public pages.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={paths.home} onClick={onClick} className="flex items-center gap-2 rounded-md font-bold text-lg">
      <Citrus aria-hidden="true" className="size-6 text-brand" />
      {PRODUCT_NAME}
    </Link>
  );
}

interface TopNavProps {
  /** The theme menu (features/theme), composed in by the app. */
  themeToggle: React.ReactNode;
  /** The Light/Dark/System row for the mobile menu. */
  appearanceControl: React.ReactNode;
}

/** The sticky top navigation (docs/product.md §4); below 768 px it collapses into a slide-out menu. */
export function TopNav({ themeToggle, appearanceControl }: TopNavProps) {
  const user = useUser().data ?? null;
  const scrolled = useScrolled(10);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b bg-background/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-background/80',
        scrolled && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {navLinksFor(user !== null).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {/* The browser's own tooltip: a scripted one would put its positioning code in every first load. */}
          <Button asChild variant="ghost" size="icon">
            <Link to={createNewPath(user !== null)} aria-label="Create New" title="Create New">
              <Plus aria-hidden="true" />
            </Link>
          </Button>
          <PlanIndicator user={user} />
          {themeToggle}
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-9 rounded-full bg-secondary" />}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.auth}>Login</Link>
            </Button>
          )}
        </div>
        <div className="ml-auto md:hidden">
          <MobileNav user={user} appearanceControl={appearanceControl} />
        </div>
      </div>
    </header>
  );
}
