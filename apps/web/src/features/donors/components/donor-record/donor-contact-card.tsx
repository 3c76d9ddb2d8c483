import { addressLines, type DonorProfile } from '@steward/domain';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { shownDonor } from '../within-limits';
import { EditDonorDialog } from './edit-donor-dialog';
import { RecordSection } from './record-section';

type Donor = DonorProfile['donor'];

const linkClasses = cn('rounded-sm text-indigo-700 hover:underline', focusRing);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="wrap-anywhere text-slate-800">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

/** The donor's email, phone, envelope number and mailing address, with "Edit details" to correct them. */
export function DonorContactCard({ donor: stored }: { donor: Donor }) {
  const [editing, setEditing] = useState(false);
  const donor = shownDonor(stored);
  const address = addressLines(donor.address);
  return (
    <RecordSection
      title="Contact details"
      aside={
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit details
        </Button>
      }
    >
      <dl className="flex flex-col gap-4 px-4 py-4 text-sm sm:px-5">
        <Detail label="Email">
          {donor.email ? (
            <a className={linkClasses} href={`mailto:${donor.email}`}>
              {donor.email}
            </a>
          ) : (
            <Missing>No email on file</Missing>
          )}
        </Detail>
        <Detail label="Phone">
          {donor.phone ? (
            <a className={linkClasses} href={`tel:${donor.phone}`}>
              {donor.phone}
            </a>
          ) : (
            <Missing>No phone on file</Missing>
          )}
        </Detail>
        <Detail label="Envelope number">
          {donor.envelopeNumber ?? <Missing>No envelope number</Missing>}
        </Detail>
        <Detail label="Mailing address">
          {address.length > 0 ? (
            <address className="not-italic">
              {address.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines keep their order, and two may read alike.
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <Missing>No address on file</Missing>
          )}
        </Detail>
      </dl>
      <EditDonorDialog donor={stored} open={editing} onOpenChange={setEditing} />
    </RecordSection>
  );
}
