import { Info } from 'lucide-react';
import { useId } from 'react';

const SAMPLE_CSV = `Transaction ID,First Name,Last Name,Amount,Received On
TX-1001,John,Smith,$250.00,2024-01-15
TX-1002,Mary,Johnson,$100.00,2024-02-03
TX-1003,David,Lee,"$1,200.00",2024-03-10`;

const FIELDS = [
  { name: 'Names', detail: 'first and last name' },
  { name: 'Amount', detail: 'supports currency formatting' },
  { name: 'Date', detail: null },
  { name: 'Contact', detail: 'email and phone, optional' },
  { name: 'Address', detail: 'street, city, state or region, postal code and country, optional' },
] as const satisfies readonly { name: string; detail: string | null }[];

/** Spec 001 §2 Upload panel "Supported Data Format": the columns read and a sample file. */
export function SupportedFormat() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50/70 p-4 text-sm text-slate-700"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Info aria-hidden="true" className="size-4 text-sky-700" />
        Supported Data Format
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {FIELDS.map((field) => (
          <li key={field.name}>
            <span className="font-medium text-slate-900">{field.name}</span>
            {field.detail ? ` (${field.detail})` : null}
          </li>
        ))}
      </ul>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-medium text-slate-900">Sample CSV</p>
        {/* Wrapped rather than scrolled: a phone shows the whole sample without a scroll region. */}
        <pre className="rounded-lg border border-sky-200 bg-white p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-800">
          {SAMPLE_CSV}
        </pre>
      </div>
      <p>
        Fund or campaign columns and transaction ID columns are kept with each gift. Payments that failed, are
        pending or were refunded in full are left out, by their status and amount refunded columns (Stripe,
        PayPal). When a column is not recognised, you choose it yourself before the file is merged.
      </p>
    </section>
  );
}
