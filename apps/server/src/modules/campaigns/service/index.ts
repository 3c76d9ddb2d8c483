/**
 * The campaigns module's public surface: what the donor areas call so a pledge outlives its
 * giver's record, what statements list of pledges, and what the demo seeds its campaign with.
 */
export { passDonorPledges, passHouseholdPledges } from '../queries/pledge-givers';
export { createCampaign } from './campaigns';
export { createPledge } from './pledges';
export { pledgesForStatements } from './statement-pledges';
