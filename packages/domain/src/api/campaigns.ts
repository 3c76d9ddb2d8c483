import { z } from 'zod';
import { PLEDGE_FREQUENCIES } from '../pledges/schedule';
import { calendarDay, multiLineText } from './fields';

// Campaigns and pledges (Giving -> Campaigns; not in the spec: docs/spec-deviations.md). Amounts
// travel as whole cents, as gift entry's do: a pledge is compared with gifts to the cent.

export const campaignParamsSchema = z.object({ id: z.uuid() });
export const pledgeParamsSchema = z.object({ id: z.uuid() });

const cents = z.number().int();

/** POST /api/giving/campaigns, PATCH /api/giving/campaigns/{id}: the service checks the rules (campaignProblems). */
export const campaignInputSchema = z.object({
  name: z.string().max(1000),
  description: multiLineText(2000, 'Description'),
  fundIds: z.array(z.uuid()).max(100),
  startDate: calendarDay('Start date'),
  endDate: calendarDay('End date'),
  /** Null: no goal. */
  goalCents: cents.nullable(),
  /** A closed campaign takes no new pledges. Left out: stays as it is (a new one is active). */
  closed: z.boolean().optional(),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignFundSchema = z.object({ id: z.uuid(), name: z.string(), label: z.string() });

/** A campaign as the list shows it, with its figures up to today. */
export const campaignSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  funds: z.array(campaignFundSchema),
  startDate: z.string(),
  endDate: z.string(),
  goalCents: cents.nullable(),
  status: z.enum(['active', 'closed']),
  /** The pledges' totals. */
  pledgedCents: cents,
  /** Every gift to its funds in its dates, less refunds, pledged or not; loose cash included. */
  givenCents: cents,
  pledgers: z.number().int(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListSchema = z.object({ items: z.array(campaignSummarySchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const pledgeFrequencySchema = z.enum(PLEDGE_FREQUENCIES);

/** Who pledged: a donor, or a household whose joint members give towards it. */
export const pledgerSchema = z.object({
  kind: z.enum(['donor', 'household']),
  /** The donor's id, or the household's. */
  id: z.uuid(),
  name: z.string(),
  /** The donor's page to link to (a household's: its mailing member's). */
  donorId: z.uuid().nullable(),
});
export type Pledger = z.infer<typeof pledgerSchema>;

/** A pledge and its fulfilment up to today (domain pledgeFulfilment). */
export const pledgeSchema = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  campaignName: z.string(),
  pledger: pledgerSchema,
  amountCents: cents,
  frequency: pledgeFrequencySchema.nullable(),
  /** The regular instalment, with a frequency. */
  instalmentCents: cents.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Gifts towards it (the giver's, or the household's joint members', to the campaign's funds in its dates) less refunds. */
  givenCents: cents,
  fulfilledCents: cents,
  beyondCents: cents,
  remainingCents: cents,
  /** What its instalments (or its dates, without a frequency) expect by today. */
  expectedCents: cents,
  standing: z.enum(['fulfilled', 'on-track', 'behind', 'not-started']),
  imported: z.boolean(),
});
export type Pledge = z.infer<typeof pledgeSchema>;

/** One month of a campaign's progress: what was given and pledged by its end, each a running total. */
export const campaignProgressSchema = z.object({
  month: z.string(),
  givenCents: cents,
  pledgedCents: cents,
});

/** GET /api/giving/campaigns/{id}: the campaign's page. */
export const campaignDetailSchema = campaignSummarySchema.extend({
  /** Given towards pledges, each pledge's counted up to its amount. */
  pledgedGivenCents: cents,
  /** Donors who gave to the campaign and are not covered by a pledge (their own or their household's). */
  giversWithoutPledge: z.number().int(),
  progress: z.array(campaignProgressSchema),
  pledges: z.array(pledgeSchema),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** POST /api/giving/campaigns/{id}/pledges: the service checks the rules (pledgeProblems). */
export const pledgeInputSchema = z
  .object({
    donorId: z.uuid().optional(),
    householdId: z.uuid().optional(),
    amountCents: cents,
    frequency: pledgeFrequencySchema.nullable(),
    startDate: calendarDay('Start date'),
    endDate: calendarDay('End date'),
  })
  .refine((value) => (value.donorId === undefined) !== (value.householdId === undefined), {
    error: 'Choose the donor or the household who pledged',
    path: ['donorId'],
  });
export type PledgeInput = z.input<typeof pledgeInputSchema>;

/** PATCH /api/giving/pledges/{id}: the pledge's amount, schedule and dates. */
export const pledgeUpdateSchema = z.object({
  amountCents: cents,
  frequency: pledgeFrequencySchema.nullable(),
  startDate: calendarDay('Start date'),
  endDate: calendarDay('End date'),
});
export type PledgeUpdate = z.input<typeof pledgeUpdateSchema>;

/** GET /api/donors/{id}/pledges: the donor's pledges and their household's, newest campaign first. */
export const donorPledgesSchema = z.object({ items: z.array(pledgeSchema) });
export type DonorPledges = z.infer<typeof donorPledgesSchema>;
