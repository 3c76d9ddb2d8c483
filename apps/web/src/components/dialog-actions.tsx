import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { DialogClose } from './ui/dialog';
import { Spinner } from './ui/spinner';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type' | 'children'> {
  /** What the button says when nothing is on its way ("Save", "Send Invitation"). */
  children: ReactNode;
  /** The save is on its way: the button is disabled and shows a spinner and `busyLabel`. */
  busy: boolean;
  busyLabel?: string;
  /** Shown before the label when not busy (a decorative icon, aria-hidden). */
  icon?: ReactNode;
}

/** A form's submit button, which says what it is doing while the save is on its way ("Saving..."). */
export function SubmitButton({
  busy,
  busyLabel = 'Saving...',
  icon = null,
  disabled = false,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? <Spinner className="size-4 text-current" /> : icon}
      {busy ? busyLabel : children}
    </Button>
  );
}

interface DialogActionsProps {
  /** The submit button's label ("Save", "Send Email"). */
  submitLabel: ReactNode;
  /** Said by the submit button while the save is on its way. */
  busyLabel?: string;
  /** Shown before the submit label when not busy (a decorative icon, aria-hidden). */
  submitIcon?: ReactNode;
  /** Something of the form's is on its way: both buttons are disabled. */
  busy: boolean;
  /**
   * The submit's own request is on its way: the spinner and `busyLabel` show. Defaults to `busy`; set
   * it when the form has another action (Remove logo) that makes it busy too.
   */
  submitting?: boolean;
  /** The submit button is disabled even when not busy (nothing to save yet). */
  disabled?: boolean;
  cancelLabel?: string;
  /**
   * What Cancel does. By default it closes the dialog the form is in; given a function it calls it
   * (the form replaced something on the page); given `{ to }` it is a link there (a page of its own).
   */
  cancel?: (() => void) | { to: string };
  /**
   * Controls at the start of the row, such as "Remove configuration". When given (even as null, to
   * keep the layout), Cancel and submit sit at the end and these at the start.
   */
  start?: ReactNode;
  /** Extra classes for the row (e.g. `mt-2` to set it apart from the fields). */
  className?: string;
}

/**
 * The footer of a form in a dialog (or in place on a page): Cancel and a submit button that says
 * what it is doing while busy. On phones the submit button comes first, full width.
 */
export function DialogActions({
  submitLabel,
  busyLabel,
  submitIcon,
  busy,
  submitting = busy,
  disabled = false,
  cancelLabel = 'Cancel',
  cancel,
  start,
  className,
}: DialogActionsProps) {
  const cancelButton =
    typeof cancel === 'function' ? (
      <Button variant="secondary" onClick={cancel} disabled={busy}>
        {cancelLabel}
      </Button>
    ) : cancel ? (
      <Button asChild variant="secondary">
        <Link to={cancel.to}>{cancelLabel}</Link>
      </Button>
    ) : (
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
    );
  const submitButton = (
    <SubmitButton busy={submitting} busyLabel={busyLabel} icon={submitIcon} disabled={busy || disabled}>
      {submitLabel}
    </SubmitButton>
  );

  if (start === undefined) {
    return (
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
        {cancelButton}
        {submitButton}
      </div>
    );
  }
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <div className="flex flex-col sm:flex-row">{start}</div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {cancelButton}
        {submitButton}
      </div>
    </div>
  );
}
