import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useState } from 'react';
import { cspNonce } from '@/lib/csp-nonce';
import { cn } from '@/lib/utils';

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

/**
 * For a select whose list is built only once it is first opened: a closed Radix select builds its
 * whole list off-screen as it mounts, and on a phone that was a long task while a form hydrated
 * (docs/decisions/0028). Spread `rootProps` on <Select>; render <SelectContent> only if `listShown`.
 */
export function useListOnFirstOpen() {
  const [open, setOpen] = useState(false);
  const [listShown, setListShown] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) setListShown(true);
    setOpen(next);
  };
  return { rootProps: { open, onOpenChange }, listShown };
}

export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        "flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-text data-[placeholder]:text-muted-foreground [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0 [&>span]:flex [&>span]:items-center [&>span]:gap-2 [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="size-4 opacity-50" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-y-auto overflow-x-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1',
          className,
        )}
        {...props}
      >
        {/* The viewport renders a <style> element: it needs the page's CSP nonce. */}
        <SelectPrimitive.Viewport className="p-1" nonce={cspNonce()}>
          {children}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** An option; `children` is the text shown in the trigger, `extra` is shown only in the list. */
export function SelectItem({
  className,
  children,
  extra,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item> & { extra?: React.ReactNode }) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    >
      {/* ItemText takes no className: its span is made a flex row from here, so an icon before the
          text stays on the text's line (icons are blocks). */}
      <span className="flex min-w-0 items-center gap-2 [&>span]:flex [&>span]:items-center [&>span]:gap-2">
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      </span>
      {extra}
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}
