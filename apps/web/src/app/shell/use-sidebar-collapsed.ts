import { useCallback, useState } from 'react';
import { readSessionValue, writeSessionValue } from '@/lib/session-storage';

/** Spec 000 §9: the sidebar is expanded by default and its state is kept for the browser session. */
export const SIDEBAR_COLLAPSED_KEY = 'steward.sidebar.collapsed';

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(() => readSessionValue(SIDEBAR_COLLAPSED_KEY) === 'true');
  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    writeSessionValue(SIDEBAR_COLLAPSED_KEY, String(next));
  }, []);
  return [collapsed, setCollapsed];
}
