import { type DonorProfile, donorName, type Household, LIMITS } from '@steward/domain';
import { Home, LogOut, Pencil, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, focusRing } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDonorPagePath } from '@/lib/giving/use-under-giving';
import { useLeaveHousehold, useSetGivesJointly, useUpdateHousehold } from '../../api/households';
import { JoinDialog } from './join-dialog';
import { RecordSection } from './record-section';

/** The household's name (empty: its members' names), envelope number and the member it is mailed to. */
function EditHouseholdDialog({
  household,
  open,
  onOpenChange,
}: {
  household: Household;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const nameId = useId();
  const envelopeId = useId();
  const primaryId = useId();
  const [name, setName] = useState(household.nameChosen ? household.name : '');
  const [envelope, setEnvelope] = useState(household.envelopeNumber ?? '');
  const [primary, setPrimary] = useState(household.primaryDonorId ?? household.members[0]?.donorId ?? '');
  const update = useUpdateHousehold();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    try {
      const saved = await update.mutateAsync({
        id: household.id,
        update: { name, envelopeNumber: envelope, ...(primary ? { primaryDonorId: primary } : {}) },
      });
      toast.success(`Saved ${saved.name}`);
      onOpenChange(false);
    } catch {
      // The form shows the error.
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit household"
        description="How statements and letters name and address the household."
      >
        <form className="flex flex-col gap-4" onSubmit={save} noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>Household name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={LIMITS.donors.householdName}
              placeholder={household.nameChosen ? '' : household.name}
              onChange={(event) => setName(event.target.value)}
            />
            <p className="text-sm text-slate-600">Leave empty to name it after its members.</p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={envelopeId}>Envelope number</Label>
            <Input
              id={envelopeId}
              value={envelope}
              maxLength={LIMITS.batches.envelopeNumber}
              onChange={(event) => setEnvelope(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={primaryId}>Mailed to the address of</Label>
            <Select id={primaryId} value={primary} onChange={(event) => setPrimary(event.target.value)}>
              {household.members.map((member) => (
                <option key={member.donorId} value={member.donorId}>
                  {donorName(member)}
                </option>
              ))}
            </Select>
          </div>
          {update.isError ? <ErrorMessage>Failed to save: {errorMessage(update.error)}</ErrorMessage> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" aria-disabled={update.isPending || undefined}>
              {update.isPending ? <Spinner className="size-4 text-current" /> : null}
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MemberRow({
  household,
  member,
  isPage,
}: {
  household: Household;
  member: Household['members'][number];
  isPage: boolean;
}) {
  const donorPath = useDonorPagePath();
  const setJointly = useSetGivesJointly();
  const checkboxId = useId();

  async function toggle(givesJointly: boolean) {
    try {
      await setJointly.mutateAsync({ id: household.id, donorId: member.donorId, givesJointly });
      toast.success(
        givesJointly
          ? `${donorName(member)} gives jointly again`
          : `${donorName(member)} gives separately, with a statement of their own`,
      );
    } catch (error) {
      toast.error(`Failed to change ${donorName(member)}: ${errorMessage(error)}`);
    }
  }

  return (
    <li className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        {isPage ? (
          <span className="font-medium wrap-anywhere text-slate-900">{donorName(member)}</span>
        ) : (
          <Link
            to={donorPath(member.donorId)}
            className={cn('rounded-sm font-medium wrap-anywhere text-indigo-700 hover:underline', focusRing)}
          >
            {donorName(member)}
          </Link>
        )}
        {household.primaryDonorId === member.donorId ? <Badge tone="neutral">Mailing address</Badge> : null}
        {member.givesJointly ? null : <Badge tone="warning">Own statement</Badge>}
      </span>
      <span className="flex items-center gap-2">
        <Checkbox
          id={checkboxId}
          aria-label={`${donorName(member)} gives jointly`}
          checked={member.givesJointly}
          disabled={setJointly.isPending}
          onChange={(event) => toggle(event.target.checked)}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          Gives jointly
        </Label>
      </span>
    </li>
  );
}

/**
 * The household the donor gives with: its name, members (each linked to their page, each
 * giving jointly or with a statement of their own), "Edit household" and "Leave household"; or,
 * for a donor who gives alone, "Join with...".
 */
export function HouseholdCard({ profile }: { profile: DonorProfile }) {
  const { donor, household } = profile;
  const [joining, setJoining] = useState(false);
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leaveButton = useRef<HTMLButtonElement>(null);
  const leave = useLeaveHousehold();

  async function confirmLeave() {
    try {
      await leave.mutateAsync({ id: donor.id });
      toast.success(`${donorName(donor)} left the household`);
    } catch (error) {
      toast.error(`Failed to leave the household: ${errorMessage(error)}`);
    }
  }

  if (!household) {
    return (
      <RecordSection
        title="Household"
        description="People who give together (a couple, a family) share one year-end statement."
      >
        <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">{donorName(donor)} gives alone.</p>
        <div className="mt-auto border-t border-slate-200 px-4 py-3 sm:px-5">
          <Button variant="secondary" size="sm" onClick={() => setJoining(true)}>
            <UserPlus aria-hidden="true" />
            Join with…
          </Button>
        </div>
        <JoinDialog
          donor={{ id: donor.id, name: donorName(donor) }}
          open={joining}
          onOpenChange={setJoining}
        />
      </RecordSection>
    );
  }

  return (
    <RecordSection
      title="Household"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Home aria-hidden="true" className="size-4" />
          <span className="font-medium text-slate-900">{household.name}</span>
          {household.envelopeNumber ? <span>Envelope {household.envelopeNumber}</span> : null}
        </span>
      }
    >
      <ul aria-label="Household members" className="divide-y divide-slate-100">
        {household.members.map((member) => (
          <MemberRow
            key={member.donorId}
            household={household}
            member={member}
            isPage={member.donorId === donor.id}
          />
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3 sm:px-5">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit household
        </Button>
        <Button ref={leaveButton} variant="secondary" size="sm" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden="true" />
          Leave household
        </Button>
      </div>
      {editing ? (
        <EditHouseholdDialog household={household} open={editing} onOpenChange={setEditing} />
      ) : null}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        returnFocus={leaveButton}
        title="Leave household"
        description={`${donorName(donor)} will give alone again, with a statement of their own.${
          household.members.length <= 2 ? ' A household of one is a person, so this household ends.' : ''
        }`}
        confirmLabel="Leave household"
        onConfirm={confirmLeave}
      />
    </RecordSection>
  );
}
