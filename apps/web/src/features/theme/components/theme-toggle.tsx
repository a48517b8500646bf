import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import {
  isThemePreference,
  type ThemePreference,
  themeLabels,
  themePreferences,
} from '../lib/theme-preference';
import { useTheme } from './theme-provider';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

/** The navigation's theme menu: Light, Dark, System. */
export function ThemeToggle() {
  const { preference, resolvedTheme, setPreference } = useTheme();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Toggle theme">
          {resolvedTheme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => {
            if (isThemePreference(value)) setPreference(value);
          }}
        >
          {themePreferences.map((option) => {
            const Icon = themeIcons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {themeLabels[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile menu's Appearance row: three toggle buttons, the current one pressed. */
export function ThemeOptions({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme();
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
