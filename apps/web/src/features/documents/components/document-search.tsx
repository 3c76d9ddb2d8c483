import { LIMITS } from '@steward/domain';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
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
    <div className="min-w-0 flex-1 sm:min-w-64">
      <label htmlFor={id} className="sr-only">
        Search documents
      </label>
      <SearchInput
        id={id}
        type="search"
        value={text}
        placeholder="Search documents..."
        autoComplete="off"
        maxLength={LIMITS.list.search}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value.trim());
        }}
      />
    </div>
  );
}
