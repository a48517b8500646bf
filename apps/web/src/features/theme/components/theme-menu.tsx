import { Moon, Sun } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isThemePreference, themeLabels, themePreferences } from '../lib/theme-preference';
import { themeIcons } from './theme-icons';
import { useShownTheme } from './theme-provider';

/**
 * The theme menu itself, loaded on first use by ThemeToggle. Opened from the keyboard, it starts
 * on its first item, as a menu opened from its own trigger would.
 */
export function ThemeMenu({
  defaultOpen = false,
  focusFirstItem = false,
}: {
  defaultOpen?: boolean;
  focusFirstItem?: boolean;
}) {
  const { preference, resolvedTheme, setPreference } = useShownTheme();
  const firstFocus = useRef(true);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Toggle theme">
          {resolvedTheme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // The menu focuses itself when it opens; from the keyboard, hand that on to the first item once.
          if (!firstFocus.current || event.target !== event.currentTarget) return;
          firstFocus.current = false;
          if (focusFirstItem)
            event.currentTarget.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
        }}
      >
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
