import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { DonorPledges } from '@/features/campaigns/components/donor-pledges';
import { useDonorProfile } from '@/features/donors/api/get-donor-profile';
import { DonorRecord } from '@/features/donors/components/donor-record/donor-record';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { DonorStatementButton } from '@/features/statements/components/donor-statement-button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { ALL_DONORS_PATH } from '@/lib/giving/donor-record-paths';
import { GIVING_DONORS_PATH } from '@/lib/giving/fundraising-paths';
import { useUnderGiving } from '@/lib/giving/use-under-giving';

/**
 * "/giving/donors/{donorId}", and "/department/fundraising-donor-management/donors/{donorId}" as
 * before: a donor's page, admins only (spec 001 §2, §6).
 */
export function DonorRecordRoute() {
  return (
    <FundraisingGate>
      <DonorRecordPage />
    </FundraisingGate>
  );
}

function DonorRecordPage() {
  const { donorId = '' } = useParams();
  const profile = useDonorProfile(donorId);
  // Back to the list it was opened from: Giving's donors, or the fundraising page's All Donors.
  const underGiving = useUnderGiving();

  // The server has the last word (a role changed since the session was read).
  if (isApiError(profile.error) && profile.error.status === 403) return <FundraisingRestricted />;

  function body() {
    if (profile.isPending) return <LoadingState label="Loading the donor..." />;
    if (profile.isError) {
      // 404: merged into another donor or cleared; 400: an address that names no donor at all.
      if (isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 400)) {
        return (
          <>
            <PageHeader title="Donor not found" />
            <p className="text-sm text-slate-600">
              This donor is not in your donor database. It may have been merged into another donor, or the
              donor data cleared.
            </p>
          </>
        );
      }
      return (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage>Error loading the donor: {errorMessage(profile.error)}</ErrorMessage>
          <Button variant="secondary" disabled={profile.isFetching} onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    // A new donor (a link to a possible duplicate) starts with its own state: page 1 of its gifts.
    return (
      <DonorRecord
        key={donorId}
        profile={profile.data}
        actions={(donor) => <DonorStatementButton donor={donor} />}
        pledges={<DonorPledges donorId={profile.data.donor.id} />}
      />
    );
  }

  return (
    <>
      {underGiving ? (
        <BackLink to={GIVING_DONORS_PATH}>Back to Donors</BackLink>
      ) : (
        <BackLink to={ALL_DONORS_PATH}>Back to All Donors</BackLink>
      )}
      {body()}
    </>
  );
}
