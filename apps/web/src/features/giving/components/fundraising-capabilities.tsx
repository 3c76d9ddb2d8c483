import { CircleCheck } from 'lucide-react';
import { SectionCard } from '@/components/section-card';

/**
 * Spec 001 §2: "a capabilities list of 8 items" whose texts the spec does not give; each says what
 * Steward really does with donor data here.
 */
export const FUNDRAISING_CAPABILITIES: readonly string[] = [
  'Merges CSV exports from Breeze, Planning Center, Pushpay, Tithe.ly and other giving systems into one donor database, without adding a gift twice',
  'Previews each file and lets you map its columns before anything is merged; Donor Data documents are synced the same way',
  'Monthly giving trends, returning and new donors, year-over-year retention, and lapsed donors (LYBUNT and SYBUNT)',
  'A forecast of next month and next quarter from the last six complete months',
  'Compares giving with economic indicators from FRED and BEA, with sample data labelled as such until keys are set',
  'A donor directory with search by name or email, sorting and a giving-frequency filter',
  'Exports donors to a CSV file that is safe to open in a spreadsheet',
  'An assistant that answers from your figures; only aggregates leave the server, and only when an AI service is configured',
];

/** What the fundraising area does, in place of the generic "What this department keeps". */
export function FundraisingCapabilities() {
  return (
    <SectionCard title="What Steward does with your giving data">
      <ul aria-label="Capabilities" className="flex flex-col gap-2.5 px-4 py-4 sm:px-5">
        {FUNDRAISING_CAPABILITIES.map((capability) => (
          <li key={capability} className="flex items-start gap-2.5 text-sm text-slate-700">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {capability}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
