import {
  DONOR_FREQUENCIES,
  type DonorDirectoryQuery,
  type DonorSort,
  FREQUENCY_LABELS,
} from '@steward/domain';
import { useId, useState } from 'react';
import { DonorSearchField } from '@/components/donor-search-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export type DonorFrequencyFilter = NonNullable<DonorDirectoryQuery['frequency']>;

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
  const sortId = useId();
  const frequencyId = useId();
  const [text, setText] = useState('');

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]">
      <DonorSearchField
        className="sm:col-span-2 lg:col-span-1"
        text={text}
        onTextChange={setText}
        onSearch={onSearch}
      />
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
