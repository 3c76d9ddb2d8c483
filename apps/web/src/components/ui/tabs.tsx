import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { focusRing } from './button';

/**
 * Radix tabs: role tablist/tab/tabpanel wired together, arrow keys (and Home/End) move between the
 * tabs and open the one reached, Tab moves on into the open panel.
 */
export const Tabs = RadixTabs.Root;

/** How far from an edge a revealed tab stays, so the fade and its scroll button do not cover it. */
const EDGE_CLEARANCE = 44;

/** Scrolls the bar (never the page, as scrollIntoView would) so that `tab` is clear of both edges. */
function revealTab(list: HTMLElement, tab: HTMLElement, behavior: ScrollBehavior) {
  const box = list.getBoundingClientRect();
  const item = tab.getBoundingClientRect();
  let delta = 0;
  if (item.left < box.left + EDGE_CLEARANCE) delta = item.left - box.left - EDGE_CLEARANCE;
  else if (item.right > box.right - EDGE_CLEARANCE) delta = item.right - box.right + EDGE_CLEARANCE;
  const max = Math.max(0, list.scrollWidth - list.clientWidth);
  const left = Math.min(max, Math.max(0, list.scrollLeft + delta));
  if (Math.abs(left - list.scrollLeft) >= 1) list.scrollTo({ left, behavior });
}

/** A change of tab this soon after the person's click or key is theirs. */
const CHOICE_MS = 1000;
/** How much of a chosen panel must show; less, and the page scrolls the bar to its top. */
const PANEL_SHOWN = 160;

/**
 * On a phone the bar can sit at the foot of the screen: a tapped tab changed only what was below
 * it. The page (never the bar) scrolls so the bar is at the top and its panel under it.
 */
function bringPanelIntoView(list: HTMLElement, tab: HTMLElement | null, behavior: ScrollBehavior) {
  const panelId = tab?.getAttribute('aria-controls');
  const panel = panelId ? document.getElementById(panelId) : null;
  if (!panel || !list.parentElement) return;
  if (panel.getBoundingClientRect().top > window.innerHeight - PANEL_SHOWN) {
    list.parentElement.scrollIntoView({ block: 'start', behavior });
  }
}

type Side = 'start' | 'end';

/**
 * The edge of a bar that has more tabs past it: a fade, and a chevron that scrolls on by most of a
 * width. Hidden from screen readers and out of the Tab order: the arrow keys already reach every
 * tab, and a screen reader lists them all.
 */
function MoreTabs({ side, onPage }: { side: Side; onPage: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <div
      data-more-tabs={side}
      className={cn(
        // Stops 1px short of the bottom so the bar's rule stays whole; the bar sits on white cards.
        'pointer-events-none absolute top-0 bottom-px flex w-14 items-center from-white from-50% to-transparent',
        side === 'start' ? 'left-0 justify-start bg-linear-to-r' : 'right-0 justify-end bg-linear-to-l',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        title={side === 'start' ? 'Scroll tabs left' : 'Scroll tabs right'}
        // Keeps focus on the tab it was on: this button is not one a keyboard reaches.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPage}
        className="pointer-events-auto grid size-7 place-items-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:bg-slate-50 hover:text-slate-900 [&_svg]:size-4"
      >
        <Icon />
      </button>
    </div>
  );
}

/**
 * The tab bar; on a narrow screen it scrolls sideways instead of wrapping or widening the page. An
 * edge with more tabs past it fades out and carries a scroll button, and the selected tab is kept
 * in view (on first render too), as a phone's tab bar does.
 */
export function TabsList({ className, ref, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [more, setMore] = useState<Record<Side, boolean>>({ start: false, end: false });
  const reducedMotion = useReducedMotion();
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';

  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // 1px of slack: scroll positions can be fractional on high-density screens.
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setMore((last) => (last.start === start && last.end === end ? last : { start, end }));
  }, []);

  /** When the person last clicked, tapped or keyed in the bar: their choice, not the app's. */
  const chosenAt = useRef(0);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const selectedTab = () => list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const revealSelected = (how: ScrollBehavior) => {
      const selected = selectedTab();
      if (selected) revealTab(list, selected, how);
    };
    revealSelected('auto');
    measure();
    // Whoever changes the tab (a click, the arrow keys, the app itself), the bar follows; a tab the
    // person chose also brings its panel into view.
    const selection = new MutationObserver(() => {
      revealSelected(behavior);
      if (performance.now() - chosenAt.current < CHOICE_MS) {
        requestAnimationFrame(() => bringPanelIntoView(list, selectedTab(), behavior));
      }
    });
    selection.observe(list, { subtree: true, attributeFilter: ['aria-selected'] });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(list);
    return () => {
      selection.disconnect();
      resize?.disconnect();
    };
  }, [measure, behavior]);

  const page = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const distance = Math.max(list.clientWidth - 2 * EDGE_CLEARANCE, EDGE_CLEARANCE);
    list.scrollBy({ left: direction * distance, behavior });
  };

  const chose = () => {
    chosenAt.current = performance.now();
  };

  return (
    // The assistant's floating button rises over the bar rather than cover its scroll buttons.
    <div className="relative min-w-0 scroll-mt-3" {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}>
      <RadixTabs.List
        ref={setRefs}
        onScroll={measure}
        onPointerDown={chose}
        onKeyDown={chose}
        className={cn(
          // The fades and buttons show that it scrolls; a scrollbar under the tabs would only crowd them.
          'flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          className,
        )}
        {...props}
      />
      {more.start && <MoreTabs side="start" onPage={() => page(-1)} />}
      {more.end && <MoreTabs side="end" onPage={() => page(1)} />}
    </div>
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
