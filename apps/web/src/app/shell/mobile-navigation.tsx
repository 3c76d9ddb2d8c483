import { PRODUCT_NAME } from '@steward/domain';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { VersionBadges } from '@/features/system/components/version-badges';
import { SidebarNav } from './sidebar-nav';

/** Below md the sidebar becomes a slide-over opened from the top bar; it closes on navigation and Escape. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-slate-900/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] motion-safe:animate-slide-in-left flex-col bg-white shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold tracking-tight text-indigo-700">
              {PRODUCT_NAME}
              <span className="sr-only"> navigation</span>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close navigation">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="px-4 pt-3">
            <VersionBadges />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav onNavigate={() => setOpen(false)} withAccount />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
