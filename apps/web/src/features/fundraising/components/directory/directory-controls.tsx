import {
  DONOR_FREQUENCIES,
  type DonorDirectoryQuery,
  type DonorSort,
  FREQUENCY_LABELS,
  LIMITS,
} from '@steward/domain';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

export type DonorFrequencyFilter = NonNullable<DonorDirectoryQuery['frequency']>;

/** The search waits for typing to pause before asking the server. */
export const DONOR_SEARCH_DELAY_MS = 250;

/** Spec 001 §2: the five sorts, every one descending. */
const SORT_LABELS: Record<DonorSort, string> = {
  totalAmount: 'Total Amount (highest first)',
  donationCount: 'Number of Gifts (highest first)',
  averageDonation: 'Average Gift (highest first)',
  lastDonation: 'Last Donation (most recent first)',
  name: 'Name (Z to A)',
};

const FREQUENCY_OPTIONS: [DonorFrequencyFilter, string][] = [
  ['all', 'All'],
  ...DONOR_FREQUENCIES.map((frequency): [DonorFrequencyFilter, string] => [
    frequency,
    FREQUENCY_LABELS[frequency],
  ]),
];

interface DirectoryControlsProps {
  sort: DonorSort;
  frequency: DonorFrequencyFilter;
  onSearch: (query: string) => void;
  onSortChange: (sort: DonorSort) => void;
  onFrequencyChange: (frequency: DonorFrequencyFilter) => void;
}

/** Spec 001 §2: search by name or email, sort, and the frequency filter. */
export function DirectoryControls({
  sort,
  frequency,
  onSearch,
  onSortChange,
  onFrequencyChange,
}: DirectoryControlsProps) {
  const searchId = useId();
  const sortId = useId();
  const frequencyId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedCallback((query: string) => onSearch(query), DONOR_SEARCH_DELAY_MS);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={searchId}>Search donors</Label>
        <SearchInput
          id={searchId}
          type="search"
          value={text}
          placeholder="Name or email"
          autoComplete="off"
          maxLength={LIMITS.list.search}
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value.trim());
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={sortId}>Sort by</Label>
        <Select id={sortId} value={sort} onChange={(event) => onSortChange(event.target.value as DonorSort)}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={frequencyId}>Frequency</Label>
        <Select
          id={frequencyId}
          value={frequency}
          onChange={(event) => onFrequencyChange(event.target.value as DonorFrequencyFilter)}
        >
          {FREQUENCY_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
