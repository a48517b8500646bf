import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

export interface FeatureTab {
  value: string;
  label: string;
  content: React.ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. Every
 * panel stays in the page (hidden when not selected), so all of it is indexable. A small local
 * version instead of Radix Tabs keeps the landing page's first load lighter.
 */
export function FeatureTabs({
  tabs,
  label,
  className,
}: {
  tabs: FeatureTab[];
  label: string;
  className?: string;
}) {
  const [selected, setSelected] = useState(tabs[0]?.value);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.value);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const count = tabs.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={cn('grid gap-6', className)}>
      <div
        role="tablist"
        aria-label={label}
        className="mx-auto inline-flex flex-wrap items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex h-9 items-center justify-center whitespace-nowrap rounded-md px-4 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                isSelected && 'bg-background text-foreground shadow-sm',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel reachable by Tab
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
