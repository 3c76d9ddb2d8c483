import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/cn';

/** One choice of a cell's list. */
export interface ComboOption {
  key: string;
  label: string;
  /** A second line that tells two choices apart ("Envelope 12 · Springfield"). */
  detail?: string | null;
  /** A mark beside the label ("restricted"). */
  tag?: string | null;
  /** A choice of another kind than the records above it ("New donor", "New fund: X"): set apart. */
  action?: boolean;
}

/**
 * The keyboard of the grid's type-ahead cells (donor, fund): the arrows open the list and move
 * through it, Enter picks the option they are on (with none, Enter goes on to save the row), the
 * first Escape closes the list (the next one clears the row). The active option is kept by key, so
 * an answer that arrives meanwhile never moves it to another record.
 */
export function useCombobox<T extends ComboOption>(options: T[], choose: (option: T) => void) {
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = options.findIndex((option) => option.key === activeKey);

  function close() {
    setOpen(false);
    setActiveKey(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      const from = open ? active : -1;
      const next = from < 0 ? (down ? 0 : last) : (from + (down ? 1 : -1) + options.length) % options.length;
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      event.stopPropagation();
      close();
      choose(option);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return {
    open,
    active,
    onKeyDown,
    close,
    /** Typing: the list shows what matches, no option picked until the arrows are used. */
    typed(show: boolean) {
      setActiveKey(null);
      setOpen(show);
    },
    pick(option: T) {
      close();
      choose(option);
    },
  };
}

/** The attributes that make a text input the combobox of a list (aria-activedescendant: focus stays in it). */
export function comboboxProps(listId: string, open: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
    autoComplete: 'off',
  } as const;
}

interface OptionListProps<T extends ComboOption> {
  id: string;
  label: string;
  open: boolean;
  options: T[];
  active: number;
  onPick: (option: T) => void;
  className?: string;
}

/** The list under a type-ahead cell; a click picks an option and leaves focus in the cell. */
export function OptionList<T extends ComboOption>({
  id,
  label,
  open,
  options,
  active,
  onPick,
  className,
}: OptionListProps<T>) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open || options.length === 0}
      className={cn(
        'absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg',
        className,
      )}
    >
      {options.map((option, index) => {
        const selected = index === active;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows and Enter in the input); the click is for a mouse.
          <div
            key={option.key}
            id={`${id}-${index}`}
            role="option"
            // Never focused: the input keeps focus and names the active option (aria-activedescendant).
            tabIndex={-1}
            aria-selected={selected}
            // Keeps focus in the input, so the row goes on by keyboard after a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
            className={cn(
              'flex cursor-pointer flex-col px-3 py-2 text-sm',
              selected ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100',
              option.action && 'border-t border-slate-100 font-medium',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span>{option.label}</span>
              {option.tag ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    selected ? 'bg-indigo-500 text-white' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {/* The space keeps the option's name "Building Fund restricted". */}
                  {` ${option.tag}`}
                </span>
              ) : null}
            </span>
            {option.detail ? (
              <span className={cn('text-xs', selected ? 'text-indigo-100' : 'text-slate-500')}>
                {option.detail}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
