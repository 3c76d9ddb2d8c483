import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './button';

/**
 * Radix tabs: role tablist/tab/tabpanel wired together, arrow keys (and Home/End) move between the
 * tabs and open the one reached, Tab moves on into the open panel.
 */
export const Tabs = RadixTabs.Root;

/** The tab bar; on a narrow screen it scrolls sideways instead of wrapping or widening the page. */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:border-slate-300 hover:text-slate-900 [&_svg]:size-4 [&_svg]:shrink-0',
        'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
        'disabled:pointer-events-none disabled:opacity-60',
        // Inside the tab: the bar scrolls sideways, which clips anything drawn outside it.
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('rounded-sm pt-5', focusRing, className)} {...props} />;
}
