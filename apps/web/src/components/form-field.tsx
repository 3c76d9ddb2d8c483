import type { ReactNode } from 'react';
import { Label } from './ui/label';

/** What a field's control needs to be named by its label and described by its hint or error. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** Unique on the page (from useId); the control gets it as its id. */
  id: string;
  /** The form value's key: the control's name, so the form can focus the first field in error. */
  name: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the control, which is then marked invalid. */
  error?: string;
  /**
   * The control is in error but its message is shown elsewhere: once for the whole form (useSchemaForm's
   * report: 'form'), or beside the control by the caller. Marks the control invalid.
   */
  invalid?: boolean;
  /** With `invalid`: the id of the message shown elsewhere, which then describes the control. */
  problemId?: string;
  /** The label is for screen readers only (the dialog's title already names the one field). */
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message, wired for screen readers. */
export function FormField({
  id,
  name,
  label,
  optional = false,
  hint,
  error,
  invalid = false,
  problemId,
  hideLabel = false,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : invalid ? problemId : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      {children({
        id,
        name,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first control of `form` named in `errors`, so the problem is read out at once. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && 'name' in element && String(element.name) in errors,
  );
  first?.focus();
}
