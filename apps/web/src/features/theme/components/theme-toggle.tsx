import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense, startTransition, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type ThemePreference, themeLabels, themePreferences } from '../lib/theme-preference';
import { themeIcons } from './theme-icons';
import { useShownTheme } from './theme-provider';

const loadThemeMenu = () => import('./theme-menu');
const ThemeMenu = lazy(() => loadThemeMenu().then((module) => ({ default: module.ThemeMenu })));

/**
 * The navigation's theme menu: Light, Dark, System. Until first used it is a plain button, and the
 * menu (Radix and its positioning engine) loads when it is pointed at, focused or pressed; it then
 * opens at once. This keeps the menu out of every page's first load.
 */
export function ThemeToggle() {
  const { resolvedTheme } = useShownTheme();
  const [requested, setRequested] = useState<'pointer' | 'keyboard' | null>(null);
  // A transition keeps this button on screen (and focused) until the menu is ready to replace it.
  const open = (by: 'pointer' | 'keyboard') => startTransition(() => setRequested(by));
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      // detail 0: a click made with Enter or Space.
      onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open('keyboard');
        }
      }}
    >
      {resolvedTheme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      {requested ? <ThemeMenu defaultOpen focusFirstItem={requested === 'keyboard'} /> : placeholder}
    </Suspense>
  );
}

/** The mobile menu's Appearance row: three toggle buttons, the current one pressed. */
export function ThemeOptions({ className }: { className?: string }) {
  const { preference, setPreference } = useShownTheme();
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-2 font-medium text-sm">Appearance</legend>
      <div className="grid grid-cols-3 gap-0.5 rounded-md border p-0.5">
        {themePreferences.map((option: ThemePreference) => {
          const Icon = themeIcons[option];
          const selected = preference === option;
          return (
            <Button
              key={option}
              variant={selected ? 'secondary' : 'ghost'}
              size="sm"
              className="px-2"
              aria-pressed={selected}
              onClick={() => setPreference(option)}
            >
              <Icon aria-hidden="true" />
              {themeLabels[option]}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
