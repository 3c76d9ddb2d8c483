/** What a year-end giving statement shows (IRS Publication 1771: who gave, each gift's date and amount). */

export interface StatementOrganization {
  legalName: string;
  ein: string | null;
  addressLines: string[];
  phone: string | null;
  website: string | null;
  signerName: string | null;
  signerTitle: string | null;
  /**
   * The statement message (may contain blank-line paragraphs). It is where the organisation says
   * whether goods or services were given in exchange (Publication 1771).
   */
  message: string;
  /** The organisation's logo as PNG bytes, or null. */
  logoPng: Uint8Array | null;
}

export interface StatementDonor {
  name: string;
  addressLines: string[];
}

export interface StatementGift {
  /** yyyy-MM-dd */
  date: string;
  /** '' when the gift has no fund (printed "General"). */
  fund: string;
  /** Above 0 for a gift; below 0 for a refund, printed as one and subtracted from the total. */
  amountCents: number;
  /**
   * Who of a household gave it (their first name), on a joint statement; absent on a person's own
   * statement. A statement with any giver prints a "Given by" column.
   */
  giver?: string;
}

/** A non-cash gift (IRS Publication 1771): the organisation describes it; the donor values it. */
export interface StatementInKind {
  /** yyyy-MM-dd */
  date: string;
  description: string;
  /** Who of a household gave it, on a joint statement (as StatementGift's). */
  giver?: string;
}

/**
 * A pledge running within the statement's period, as it stood on the period's last day. A
 * promise, not a gift: listed after the gifts, never in their total.
 */
export interface StatementPledge {
  campaign: string;
  pledgedCents: number;
  /** Given towards it in the statement's period. */
  givenInPeriodCents: number;
  /** Given towards it from its start to the period's end. */
  givenToDateCents: number;
  remainingCents: number;
}

export interface StatementInput {
  organization: StatementOrganization;
  donor: StatementDonor;
  /** yyyy-MM-dd, both inclusive. */
  period: { start: string; end: string };
  /** Gifts and refunds, oldest first. */
  gifts: StatementGift[];
  /** Non-cash gifts of the period, oldest first: their own section, never an amount or a total. */
  inKind: StatementInKind[];
  /** Pledges running within the period, by campaign; absent or empty: no section. */
  pledges?: StatementPledge[];
  /**
   * The heading, "Contribution Statement" unless given: a pledge statement's is "Pledge Statement:
   * {campaign}", its period the campaign's start to the day it is as of, its gifts those towards
   * the pledge.
   */
  title?: string;
  /** yyyy-MM-dd */
  issuedOn: string;
}
