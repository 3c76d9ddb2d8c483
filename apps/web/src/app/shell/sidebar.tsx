import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SidebarNav } from './sidebar-nav';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The desktop sidebar (md and up); small screens use MobileNavigation instead. */
export function Sidebar() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const navId = useId();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'hidden shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-64',
        'print:hidden',
      )}
    >
      <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <SidebarNav id={navId} collapsed={collapsed} onExpandSidebar={() => setCollapsed(false)} />
      </div>
      <div className="border-t border-slate-200 p-3">
        <button
          type="button"
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          aria-controls={navId}
          title={toggleLabel}
          onClick={() => setCollapsed(!collapsed)}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900',
            collapsed && 'justify-center px-0',
            focusRing,
          )}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-[18px] shrink-0" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-[18px] shrink-0" />
          )}
          {collapsed ? null : <span aria-hidden="true">Collapse</span>}
        </button>
      </div>
    </aside>
  );
}
