import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A menu of actions opened by a button (a row's "More actions"): Radix gives it the menu roles, arrow
 * keys, type-ahead, Escape and the focus back on the button when it closes.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-48 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          'motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

interface DropdownMenuItemProps extends ComponentProps<typeof RadixMenu.Item> {
  /** An action that removes or undoes something, shown in red. */
  tone?: 'default' | 'danger';
}

export function DropdownMenuItem({ className, tone = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm outline-none select-none',
        'data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        tone === 'danger'
          ? 'text-red-700 data-highlighted:bg-red-50'
          : 'text-slate-700 data-highlighted:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
