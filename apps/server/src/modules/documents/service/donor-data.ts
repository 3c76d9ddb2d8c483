// The documents module's side of the donor data sync (spec 001 §4, §7 item 5): Donor Data
// documents carry whether the fundraising area merged them, and why it could not. The fundraising
// module asks and records these through this service, inside its own transactions.
export {
  donorDataCounts,
  failedDonorDataDocuments,
  isDonorDataPending,
  markDonorDataMerged,
  pendingDonorDataDocuments,
  recordDonorDataError,
} from '../queries/documents';
