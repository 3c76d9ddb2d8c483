import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClasses = 'fixed inset-0 z-40 bg-slate-900/40 motion-safe:animate-fade-in';

const panelBaseClasses = cn(
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
  'overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none motion-safe:animate-fade-in sm:p-6',
);

const PANEL_WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/** A centred panel that fits a phone: at most the viewport's height, scrolling inside. */
export const panelClasses = cn(panelBaseClasses, PANEL_WIDTHS.md);

interface DialogContentProps {
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description: ReactNode;
  children: ReactNode;
  /** The panel's widest width: md for short forms, lg for longer ones, xl for previews and editors. */
  size?: keyof typeof PANEL_WIDTHS;
  className?: string;
  /** The focus returns to what opened the dialog on close; preventDefault() here to send it elsewhere. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where the focus goes on close when what opened the dialog is gone (a row the dialog removed). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog with its title, description and a close button; Radix traps focus and handles Escape.
 * On close the focus goes back to the element that had it when the dialog opened: Radix alone only
 * knows a DialogTrigger, and many dialogs here are opened from state (a row's View, Manage Access).
 */
export function DialogContent({
  title,
  description,
  children,
  size = 'md',
  className,
  onCloseAutoFocus,
  fallbackFocus,
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(panelBaseClasses, PANEL_WIDTHS[size], className)}
        onOpenAutoFocus={() => {
          // Called before the focus moves in: the active element is still the one that opened it.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const last = opener.current;
          opener.current = null;
          const target = last?.isConnected && last !== document.body ? last : fallbackFocus?.current;
          if (event.defaultPrevented || !target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div className="mb-4 flex flex-col gap-1 pr-8">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
        </div>
        {children}
        {/* Last in order so that opening the dialog focuses its first field, not this button. */}
        <RadixDialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-3 right-3">
            <X aria-hidden="true" />
          </Button>
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
