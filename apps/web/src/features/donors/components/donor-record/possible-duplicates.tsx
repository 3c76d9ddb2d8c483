import { type DonorProfile, type DonorSummary, donorName } from '@steward/domain';
import { Merge } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, focusRing } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format-money';
import { useDonorPagePath } from '@/lib/giving/use-under-giving';
import { MergePairDialog } from '../duplicates/merge-pair-dialog';
import { DUPLICATE_REASON_LABELS } from '../duplicates/reason-labels';
import { MergeSearchDialog } from './merge-search-dialog';
import { RecordSection } from './record-section';

type Duplicate = DonorProfile['possibleDuplicates'][number];

function DuplicateRow({ duplicate, onMerge }: { duplicate: Duplicate; onMerge: () => void }) {
  const nameId = useId();
  const donorPath = useDonorPagePath();
  return (
    <li className="flex flex-col gap-3 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="flex min-w-0 flex-col items-start gap-1">
        <Link
          id={nameId}
          to={donorPath(duplicate.id)}
          className={cn('rounded-sm font-medium wrap-anywhere text-indigo-700 hover:underline', focusRing)}
        >
          {donorName(duplicate)}
        </Link>
        {duplicate.email ? <span className="wrap-anywhere text-slate-600">{duplicate.email}</span> : null}
        <span className="flex flex-wrap items-center gap-2 text-slate-600">
          {duplicate.reasons.map((reason) => (
            <Badge key={reason} tone="warning">
              {DUPLICATE_REASON_LABELS[reason]}
            </Badge>
          ))}
          <span>{formatCurrency(duplicate.totalAmount)} given</span>
        </span>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0" aria-describedby={nameId} onClick={onMerge}>
        <Merge aria-hidden="true" />
        Merge into this donor
      </Button>
    </li>
  );
}

/**
 * Donors who may be the same person as this one (same email or phone, or a close name), each to
 * merge into it, and a search for any other donor to merge. Each merge sets the two side by side
 * with a choice per field, this donor (the one that stays) on the left.
 */
export function PossibleDuplicates({ profile }: { profile: DonorProfile }) {
  const { donor, possibleDuplicates } = profile;
  const [searching, setSearching] = useState(false);
  const [candidate, setCandidate] = useState<DonorSummary | null>(null);
  const searchButton = useRef<HTMLButtonElement>(null);

  return (
    <RecordSection
      title="Possible duplicates"
      description="Donors who may be the same person: the same email, phone or address, or a similar name. Merging moves their gifts here."
    >
      {possibleDuplicates.length === 0 ? (
        <EmptyState>No likely duplicates found.</EmptyState>
      ) : (
        <ul aria-label="Possible duplicates" className="divide-y divide-slate-100">
          {possibleDuplicates.map((duplicate) => (
            <DuplicateRow key={duplicate.id} duplicate={duplicate} onMerge={() => setCandidate(duplicate)} />
          ))}
        </ul>
      )}
      <div className="mt-auto border-t border-slate-200 px-4 py-3 sm:px-5">
        <Button ref={searchButton} variant="secondary" size="sm" onClick={() => setSearching(true)}>
          <Merge aria-hidden="true" />
          Merge with another donor…
        </Button>
      </div>
      <MergeSearchDialog
        survivor={donor}
        open={searching}
        onOpenChange={setSearching}
        onChoose={(chosen: DonorSummary) => {
          setSearching(false);
          setCandidate(chosen);
        }}
      />
      <MergePairDialog
        pair={candidate ? [donor, candidate] : null}
        onClose={() => setCandidate(null)}
        fallbackFocus={searchButton}
      />
    </RecordSection>
  );
}
