import { Monitor, Moon, Sun } from 'lucide-react';

export const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;
