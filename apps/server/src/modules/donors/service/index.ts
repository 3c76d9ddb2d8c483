/**
 * The donors module's public surface: what batches (gift entry's donor), statements (a run's
 * donor), insights (the donor database's figures) and imports (households a removed donor leaves)
 * use of the donor database.
 */
export { toSummary } from '../presenter';
export { findDonor } from '../queries/donor-records';
export { donorTotals, monthlyGiving, topDonors, yearlyRetention } from '../queries/donors';
export { dissolveHouseholdsOfOne } from '../queries/households';
export { donorLookup } from './donor-lookup';
export { householdsFromImport, type ImportHouseholds, undoImportHouseholds } from './import-households';
export { createDonorByIdentity } from './new-donor';
export { requireDonor } from './require-donor';
