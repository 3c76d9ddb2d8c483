import { fundKey, LIMITS } from '@steward/domain';
import type { LineRecord } from './parse-file';
import { DonorFileError } from './parse-file';

/** A fund of the list as an import maps onto it. */
export interface ListedFund {
  id: string;
  name: string;
  archived: boolean;
}

/** How a file's fund name found its fund: the same name, an alias, the same name in another case. */
export type FundMatch = 'name' | 'alias' | 'case' | 'chosen' | 'new';

export const TOO_MANY_NEW_FUNDS = `This file names more than ${LIMITS.donors.importNewFunds} funds the fund list does not have: check that its Fund column is the right one, or add the funds in Giving settings first.`;

export interface Landing {
  /** The name the gift is stored with. */
  target: string;
  how: FundMatch;
  fund: ListedFund | null;
  /** The file's rows with this name (a preview counts them; a merge does not). */
  rows: number;
}

/**
 * A donor file's fund names mapped onto the fund list as it is read: the same name, else an alias
 * (a merged fund's name, or one an admin mapped at an earlier import), else the same name without
 * case or spaces around it, else the fund the admin chose for it in the preview; any other name
 * is a new fund (one per name without case: "Youth" and "youth " make one). Each record's fund is
 * rewritten to its fund's name, so the staged rows, the preview's sample and the rows entered by
 * hand compare by what is stored. A name is looked up once; a file's rows mostly repeat the last
 * name, so a row costs a comparison.
 */
export class ImportFunds {
  private readonly byName = new Map<string, ListedFund>();
  private readonly byKey = new Map<string, ListedFund>();
  private readonly aliases: ReadonlyMap<string, ListedFund>;
  private readonly chosen: ReadonlyMap<string, ListedFund>;
  /** The file's names, each with where it landed, in the order first read. */
  readonly names = new Map<string, Landing>();
  /** New funds by key: the name first read for each. */
  private readonly added = new Map<string, string>();
  private lastRaw: string | null = null;
  private last: Landing | null = null;
  /** More new funds than one import may add (LIMITS.donors.importNewFunds): a preview's problem. */
  tooMany = false;

  constructor(
    funds: readonly ListedFund[],
    aliases: readonly { alias: string; fund_id: string }[],
    /** fundKey of a new fund's name -> the fund of the list it goes to instead. */
    chosen: ReadonlyMap<string, string>,
    private readonly counting = false,
    /** A preview reports too many new funds as a problem; a merge refuses the file. */
    private readonly refuseTooMany = true,
  ) {
    const byId = new Map(funds.map((fund) => [fund.id, fund]));
    for (const fund of funds) {
      this.byName.set(fund.name, fund);
      const key = fundKey(fund.name);
      // Two funds of one key (made before names were unique without case): the first by name.
      if (!this.byKey.has(key)) this.byKey.set(key, fund);
    }
    const known = (entries: Iterable<[string, string]>) =>
      new Map(
        [...entries].flatMap(([key, id]) => {
          const fund = byId.get(id);
          return fund ? [[key, fund] as const] : [];
        }),
      );
    this.aliases = known(aliases.map((a) => [a.alias, a.fund_id]));
    this.chosen = known(chosen);
  }

  private land(raw: string): Landing {
    let landing = this.names.get(raw);
    if (landing) return landing;
    const key = fundKey(raw);
    const exact = this.byName.get(raw);
    const alias = exact ? undefined : this.aliases.get(key);
    const cased = exact || alias ? undefined : this.byKey.get(key);
    const chosen = exact || alias || cased ? undefined : this.chosen.get(key);
    const fund = exact ?? alias ?? cased ?? chosen ?? null;
    if (fund) {
      const how: FundMatch = exact ? 'name' : alias ? 'alias' : cased ? 'case' : 'chosen';
      landing = { target: fund.name, how, fund, rows: 0 };
    } else {
      let name = this.added.get(key);
      if (name === undefined) {
        if (this.added.size >= LIMITS.donors.importNewFunds) {
          if (this.refuseTooMany) throw new DonorFileError(TOO_MANY_NEW_FUNDS);
          // A preview says so once; past the limit, names are not kept (a column of ids has millions).
          this.tooMany = true;
          return { target: raw, how: 'new', fund: null, rows: 0 };
        }
        this.added.set(key, raw);
        name = raw;
      }
      landing = { target: name, how: 'new', fund: null, rows: 0 };
    }
    this.names.set(raw, landing);
    return landing;
  }

  /** Rewrites each record's fund to the name it is stored with. */
  map(records: readonly LineRecord[]) {
    for (const record of records) {
      const raw = record.fund ?? '';
      if (raw !== this.lastRaw) {
        this.lastRaw = raw;
        this.last = this.land(raw);
      }
      const landing = this.last as Landing;
      if (this.counting) landing.rows++;
      if (landing.target !== raw) record.fund = landing.target;
    }
  }

  /** The funds the list lacks, to be added: the name first read for each. */
  newFunds(): string[] {
    return [...this.added.values()];
  }
}
