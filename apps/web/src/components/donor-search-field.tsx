import { LIMITS } from '@steward/domain';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

/** How long typing must pause before a donor search is sent. */
export const DONOR_SEARCH_DELAY_MS = 250;

interface DonorSearchFieldProps {
  /** What is typed, kept by the caller (an address may set it too). */
  text: string;
  onTextChange: (text: string) => void;
  /** The trimmed text, once typing pauses. */
  onSearch: (query: string) => void;
  className?: string;
}

/** "Search donors": by name or email, sent to the server once typing pauses. */
export function DonorSearchField({ text, onTextChange, onSearch, className }: DonorSearchFieldProps) {
  const id = useId();
  const search = useDebouncedCallback(onSearch, DONOR_SEARCH_DELAY_MS);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>Search donors</Label>
      <SearchInput
        id={id}
        type="search"
        value={text}
        placeholder="Name or email"
        autoComplete="off"
        maxLength={LIMITS.list.search}
        onChange={(event) => {
          onTextChange(event.target.value);
          search(event.target.value.trim());
        }}
      />
    </div>
  );
}
