import { describe, expect, it } from 'vitest';
import { detectPledgeColumns, pledgeColumnsProblem, readPledgeFile } from './import-file';
import {
  type DirectoryDonor,
  type DirectoryHousehold,
  type ImportCampaign,
  matchPledgeRows,
  type PledgeDirectory,
  pledgeKey,
} from './import-matching';

describe('detectPledgeColumns', () => {
  it("reads the headers giving systems write, Breeze's among them", () => {
    const columns = detectPledgeColumns([
      'First Name',
      'Last Name',
      'E-mail',
      'Envelope #',
      'Campaign',
      'Pledge Amount',
      'Begin',
      'End',
      'Frequency',
      'Pledged By',
    ]);
    expect(columns).toEqual({
      name: null,
      firstName: 0,
      lastName: 1,
      email: 2,
      envelope: 3,
      campaign: 4,
      amount: 5,
      startDate: 6,
      endDate: 7,
      frequency: 8,
      pledgedBy: 9,
    });
  });

  it('takes the first column of a field and guesses none from part of a header', () => {
    const columns = detectPledgeColumns(['Amount', 'Total', 'Campaign Notes', 'Name']);
    expect(columns.amount).toBe(0);
    expect(columns.campaign).toBeNull();
    expect(columns.name).toBe(3);
  });
});

describe('pledgeColumnsProblem', () => {
  const columns = detectPledgeColumns(['Name', 'Amount']);
  it('asks for a campaign column only when no campaign was chosen', () => {
    expect(pledgeColumnsProblem(columns, true)).toBeNull();
    expect(pledgeColumnsProblem(columns, false)).toBe(
      'This file has no Campaign column: import it from the campaign the pledges are for.',
    );
  });
});

describe('readPledgeFile', () => {
  const columns = detectPledgeColumns([
    'First Name',
    'Last Name',
    'Amount',
    'Start',
    'End',
    'Frequency',
    'Type',
  ]);

  it('reads amounts, dates in any of the donor file formats, frequency words and who pledged', () => {
    const read = readPledgeFile(columns, [
      ['Ann', 'Lee', '$1,200.00', '01/15/2026', '2026-12-31', 'Annually', 'Family'],
      ['Bob', 'Stone', '300', '', '', 'once', ''],
      ['', '', '', '', '', '', ''],
      ['Sue', 'Stone', '50', 'soon', '', 'fortnightly', 'couple'],
    ]);
    expect(read.rowsRead).toBe(3);
    expect(read.rows).toEqual([
      {
        line: 2,
        giver: { name: 'Ann Lee', email: '', envelope: '', pledgedBy: 'household' },
        campaign: '',
        amountCents: 120_000,
        startDate: '2026-01-15',
        endDate: '2026-12-31',
        frequency: 'yearly',
      },
      {
        line: 3,
        giver: { name: 'Bob Stone', email: '', envelope: '', pledgedBy: null },
        campaign: '',
        amountCents: 30_000,
        startDate: null,
        endDate: null,
        frequency: 'one-time',
      },
    ]);
    // Every reason of a row at once, so one look at the preview fixes it.
    expect(read.refusals).toEqual([
      {
        line: 5,
        giver: 'Sue Stone',
        reason:
          'Start date "soon" is not a date; Frequency "fortnightly" is not one-time, weekly, monthly, quarterly or yearly; Pledged by "couple" is not household or donor',
      },
    ]);
  });

  it('refuses a negative amount (a refund written as one) and a row that names no one', () => {
    const read = readPledgeFile(columns, [
      ['Ann', 'Lee', '(50.00)', '', '', '', ''],
      ['', '', '$5', '', '', '', ''],
    ]);
    expect(read.refusals.map((r) => r.reason)).toEqual([
      'Amount "(50.00)" is not more than $0',
      'No name, email or envelope number',
    ]);
  });
});

describe('matchPledgeRows', () => {
  const roof: ImportCampaign = {
    id: 'c1',
    name: 'Roof Campaign',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    closed: false,
  };
  const smiths: DirectoryHousehold = {
    id: 'h1',
    name: 'John and Mary Smith',
    envelope: '42',
    pageDonorId: 'd1',
    memberIds: ['d1', 'd2'],
  };
  const john: DirectoryDonor = { id: 'd1', name: 'John Smith', householdId: 'h1' };
  const ann: DirectoryDonor = { id: 'd3', name: 'Ann Lee', householdId: null };
  const directory = (pledged: string[] = []): PledgeDirectory => ({
    donors: new Map([
      ['d1', john],
      ['d3', ann],
    ]),
    households: new Map([['h1', smiths]]),
    donorByEnvelope: new Map(),
    householdByEnvelope: new Map([['42', 'h1']]),
    donorsByEmail: new Map(),
    donorByName: new Map([
      ['john smith', 'd1'],
      ['ann lee', 'd3'],
    ]),
    householdsByName: new Map([['john and mary smith', ['h1']]]),
    campaigns: new Map([['roof campaign', roof]]),
    pledged: new Set(pledged),
  });
  const row = (name: string, pledgedBy: 'donor' | 'household' | null = null, line = 2) => ({
    line,
    giver: { name, email: '', envelope: '', pledgedBy },
    campaign: 'Roof Campaign',
    amountCents: 10_000,
    startDate: null,
    endDate: null,
    frequency: null,
  });

  it('lets a donor who gives with a household pledge with it, or alone when the row says so', () => {
    const together = matchPledgeRows([row('John Smith')], directory(), null);
    expect(together.matches[0]?.pledger).toEqual({
      kind: 'household',
      id: 'h1',
      name: 'John and Mary Smith',
      donorId: 'd1',
    });
    const alone = matchPledgeRows([row('Smith, John', 'donor')], directory(), null);
    expect(alone.matches[0]?.pledger).toMatchObject({ kind: 'donor', id: 'd1' });
    const noHousehold = matchPledgeRows([row('Ann Lee', 'household')], directory(), null);
    expect(noHousehold.refusals[0]?.reason).toBe('Ann Lee gives with no household');
  });

  it('refuses a donor whose household has pledged, and a household one of whose members has', () => {
    const householdPledged = matchPledgeRows(
      [row('John Smith', 'donor')],
      directory([pledgeKey('c1', 'household', 'h1')]),
      null,
    );
    expect(householdPledged.refusals[0]?.reason).toBe('John Smith already has a pledge to Roof Campaign');
    const memberPledged = matchPledgeRows(
      [row('John and Mary Smith')],
      directory([pledgeKey('c1', 'donor', 'd2')]),
      null,
    );
    expect(memberPledged.refusals[0]?.reason).toBe(
      'John and Mary Smith already has a pledge to Roof Campaign',
    );
  });
});
