/**
 * The donors module's public surface: what batches (gift entry's donor), statements (a run's
 * donor) and insights (the donor database's figures) use of the donor database.
 */
export { toSummary } from '../presenter';
export { findDonor } from '../queries/donor-records';
export { donorTotals, monthlyGiving, topDonors, yearlyRetention } from '../queries/donors';
export { donorLookup } from './donor-lookup';
export { createDonorByIdentity } from './new-donor';
export { requireDonor } from './require-donor';
