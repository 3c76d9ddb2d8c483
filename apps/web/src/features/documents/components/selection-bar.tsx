import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { DocumentSelection } from '../hooks/use-document-selection';

interface SelectionBarProps {
  selection: DocumentSelection;
  /** What can be done with the selection (the route adds "Email Selected"); shown throughout, so focus never vanishes. */
  actions?: ReactNode;
  disabled: boolean;
}

/** "Select All" for the documents shown, how many are selected, and what to do with them. */
export function SelectionBar({ selection, actions, disabled }: SelectionBarProps) {
  const id = useId();
  const count = selection.selected.length;
  return (
    <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-2.5 sm:px-5">
      <div className="flex items-center gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={selection.allShownSelected}
            indeterminate={selection.someShownSelected}
            onChange={selection.toggleAllShown}
            disabled={disabled}
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            Select All
          </label>
        </div>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span aria-live="polite">{count > 0 ? `${count} selected` : ''}</span>
          {count > 0 ? (
            <Button variant="link" onClick={selection.clear}>
              Clear
            </Button>
          ) : null}
        </div>
      </div>
      {actions}
    </div>
  );
}
