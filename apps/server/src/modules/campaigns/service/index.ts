/**
 * The campaigns module's public surface: what the donor areas call so a pledge outlives its
 * giver's record, what statements list of pledges, what the assistant tells of campaigns, and what
 * the demo seeds its campaign with.
 */
export { passDonorPledges, passHouseholdPledges } from '../queries/pledge-givers';
export { createCampaign, listCampaigns } from './campaigns';
export { CAMPAIGN_NOT_FOUND, createPledge } from './pledges';
export { campaignAsOf, pledgeStatementContents, pledgesForStatements } from './statement-pledges';
