import { LIMITS } from '../limits';

/**
 * The limits of pledges and campaigns, beside the rules that enforce them. Lengths count characters
 * after trimming, amounts whole cents.
 */
export const PLEDGE_LIMITS = {
  /** A campaign's name ("Building Fund 2026"), as long as a batch's. */
  name: 120,
  /** A campaign's description. */
  description: 2000,
  /** Funds one campaign gathers gifts for: a campaign is about a few funds, not the whole fund list. */
  funds: 20,
  /**
   * A campaign's goal ($1 billion): a slip of the keyboard is refused, and its shares stay far within
   * the integers a number holds exactly.
   */
  goalCentsMax: 100_000_000_000,
  /** One pledge is at most the gift limit, so it can be given in a single gift. */
  amountCentsMax: LIMITS.batches.amountCentsMax,
  /**
   * Instalments one pledge's schedule lists: a weekly pledge over 19 years has 992, so any longer
   * schedule is a slip in its dates, refused by pledgeProblems rather than listed without end.
   */
  instalments: 1000,
  /** A pledge file: a stewardship drive's pledges are hundreds, a diocese's a few thousand. */
  importBytes: 2 * 1024 * 1024,
  importRows: 5000,
  /** The longest value each field of a pledge file may have (characters, after trimming). */
  importFields: {
    name: 200,
    email: 254,
    envelope: LIMITS.batches.envelopeNumber,
    campaign: 120,
    /** An amount, a date, a frequency, a "pledged by". */
    value: 64,
  },
  /** A previewed pledge file not imported within this long is removed. */
  previewHours: 24,
} as const;
