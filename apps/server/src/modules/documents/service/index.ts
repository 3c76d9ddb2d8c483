// The documents module's public surface: what other modules may use of it, and nothing else
// (scripts/import-graph.ts refuses an import of a file behind it). The dashboards count documents
// by area, an email links a document's file, and the fundraising side keeps its Donor Data
// documents' merge state and stores a batch's attachments as Donor Data documents.
export { countDocuments, countDocumentsInArea } from './documents';
export {
  donorDataCounts,
  failedDonorDataDocuments,
  isDonorDataPending,
  markDonorDataMerged,
  pendingDonorDataDocuments,
  recordDonorDataError,
} from './donor-data';
export { documentFileLink } from './links';
export { receiveDonorDataAttachment } from './upload';
