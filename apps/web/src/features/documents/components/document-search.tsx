import { LIMITS } from '@steward/domain';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

const SEARCH_DELAY_MS = 300;

interface DocumentSearchProps {
  /** The search the list shows now. */
  value: string;
  onSearch: (query: string) => void;
}

/**
 * Spec 000 §2: search by name (the server also matches tags, descriptions and the text read out of
 * each document), asked once typing pauses.
 */
export function DocumentSearch({ value, onSearch }: DocumentSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const search = useDebouncedCallback((query: string) => onSearch(query), SEARCH_DELAY_MS);

  // The search changed from outside (Clear filters, Back): show it in the box.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <div className="relative min-w-0 flex-1 sm:min-w-64">
      <label htmlFor={id} className="sr-only">
        Search documents
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Search documents..."
        autoComplete="off"
        maxLength={LIMITS.list.search}
        className="pl-9"
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value.trim());
        }}
      />
    </div>
  );
}
