/** The campaigns module's public surface: what the donor areas call so a pledge outlives its giver's record. */
export { passDonorPledges, passHouseholdPledges } from '../queries/pledge-givers';
