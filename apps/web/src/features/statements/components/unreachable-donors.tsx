import type { StatementRecipient } from '@steward/domain';
import { UserRoundX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { donorRecordPath } from '@/lib/giving/donor-record-paths';

/**
 * The donors of a run with neither an email address nor a mailing address: their statement can be
 * neither emailed nor posted, so they are shown apart, each a link to their page to add one.
 */
export function UnreachableDonors({ recipients }: { recipients: StatementRecipient[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <UserRoundX aria-hidden="true" className="size-5 shrink-0" />
        No email and no address: {formatNumber(recipients.length)}
      </h2>
      <p>
        Their statements can be neither emailed nor posted. Add an email or a mailing address on each donor's
        page, then make their statement again.
      </p>
      <ul className="flex flex-col gap-1.5">
        {recipients.map((recipient) => (
          <li key={recipient.donorId} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <Link
              to={donorRecordPath(recipient.donorId)}
              className="font-medium wrap-anywhere underline underline-offset-2 hover:text-amber-800"
            >
              {recipient.donorName}
            </Link>
            <span className="whitespace-nowrap">{formatCurrency(recipient.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
