import type { User } from '@jobpeel/contract';
import { CreditCard, LogOut, Menu, Plus, Settings } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useLogout } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { avatarInitials } from '../lib/initials';
import { createNewPath, navLinksFor } from '../lib/nav-links';
import { PlanIndicator } from './plan-indicator';

const sheetLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 font-medium text-sm hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  );

export interface MobileNavProps {
  user: User | null;
  appearanceControl: React.ReactNode;
}

/**
 * The right-side slide-out menu used below 768 px, with the same entries as the desktop bar.
 * Loaded when its button is first used (mobile-nav.tsx), and then opened at once.
 */
export function MobileNavSheet({
  user,
  appearanceControl,
  defaultOpen = false,
}: MobileNavProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const logout = useLogout();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and settings</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="grid gap-1 px-4">
          {navLinksFor(user !== null).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === paths.home}
              className={sheetLinkClass}
              onClick={close}
            >
              {link.label}
            </NavLink>
          ))}
          <Link
            to={createNewPath(user !== null)}
            className={sheetLinkClass({ isActive: false })}
            onClick={close}
          >
            <Plus aria-hidden="true" className="size-4" />
            Create New
          </Link>
        </nav>
        <div className="mx-4 border-t pt-4">
          {user ? (
            <div className="grid gap-1">
              {/* The plan sits under the name and email, so they have the menu's whole width. */}
              <div className="grid justify-items-start gap-2 px-3 py-2">
                <div className="flex w-full items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground text-xs"
                  >
                    {avatarInitials(user.username)}
                  </span>
                  {/* An address is one long word: it may break anywhere, and only when it must. */}
                  <div className="grid min-w-0">
                    <span className="wrap-anywhere font-medium text-sm">{user.username}</span>
                    <span className="wrap-anywhere text-muted-foreground text-xs">{user.email}</span>
                  </div>
                </div>
                <PlanIndicator user={user} onNavigate={close} />
              </div>
              <Link to={paths.account} className={sheetLinkClass({ isActive: false })} onClick={close}>
                <Settings aria-hidden="true" className="size-4" />
                Settings
              </Link>
              <Link to={paths.subscription} className={sheetLinkClass({ isActive: false })} onClick={close}>
                <CreditCard aria-hidden="true" className="size-4" />
                Subscription
              </Link>
              <Button
                variant="ghost"
                className="justify-start px-3"
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <LogOut aria-hidden="true" />
                Log out
              </Button>
            </div>
          ) : (
            <Button asChild className="w-full">
              <Link to={paths.auth} onClick={close}>
                Login
              </Link>
            </Button>
          )}
        </div>
        <div className="mx-4 border-t pt-4 pb-6">{appearanceControl}</div>
      </SheetContent>
    </Sheet>
  );
}
