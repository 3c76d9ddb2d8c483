import { useCallback, useSyncExternalStore } from 'react';

/** Whether the window matches a CSS media query, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/**
 * Wide enough (Tailwind's lg) for a data table beside the sidebar; narrower screens get one card per
 * record instead, so no column or button hides off to the side on a phone.
 */
export function useWideLayout(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}
