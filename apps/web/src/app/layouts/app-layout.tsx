import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopNav } from '@/features/shell/components/top-nav';
import { ThemeOptions, ThemeToggle } from '@/features/theme/components/theme-toggle';

export function AppLayout() {
  const { pathname } = useLocation();

  // A new page starts at the top, as a full page load would. Not on the first render: a
  // server-rendered page may have been scrolled before the app hydrated it (docs/decisions/0028),
  // and the browser has already put a loaded page where it belongs.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:shadow"
      >
        Skip to content
      </a>
      <TopNav themeToggle={<ThemeToggle />} appearanceControl={<ThemeOptions />} />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
