import { syncFailed, UNKNOWN_ERROR } from '@steward/domain';
import { toast } from 'sonner';
import { syncDonorDocuments } from '../api/sync-donor-documents';

/**
 * Spec 001 §4: merges the Donor Data documents just uploaded (on the upload page) into the donor
 * database, and says what happened.
 */
export async function syncUploadedDonorDocuments(): Promise<void> {
  try {
    const result = await syncDonorDocuments();
    if (result.processed.length > 0) toast.success(result.message);
    for (const failure of result.failed) {
      toast.error(`Could not add ${failure.name} to the donor database`, { description: failure.error });
    }
  } catch (error) {
    toast.error(syncFailed(error instanceof Error ? error.message : UNKNOWN_ERROR));
  }
}
