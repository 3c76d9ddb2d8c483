import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { Button } from './ui/button';
import { overlayClasses, panelClasses } from './ui/dialog';

interface ConfirmDialogProps {
  /**
   * The button that opens the dialog; focus returns to it when the dialog closes. Without one, `open`
   * and `onOpenChange` say when it shows (an item of a menu, which is gone once chosen, opened it).
   */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Without a trigger: where the focus goes when the dialog closes (the menu's button). */
  returnFocus?: RefObject<HTMLElement | null>;
  title: ReactNode;
  /** The question, in the spec's words (e.g. "Are you sure you want to deactivate this user?"). */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/**
 * Asks before a destructive action, in place of window.confirm. Focus starts on the cancel button, so
 * Enter or Escape straight away never does the action by accident.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={panelClasses}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
