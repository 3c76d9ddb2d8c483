import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, horizontalOverflow, settled, signIn } from './support/accessibility';
import { callApi } from './support/api';
import { launchChromium, screenshot, watchForErrors, wholePage } from './support/browser';
import { fetchBytes, pdfText } from './support/files';
import { type RunningServer, startBuiltServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const YEAR = new Date().getUTCFullYear();
// 401: the session asked for before signing in.
const expectedNoise = /Failed to load resource: the server responded with a status of 401/;

interface PledgeBody {
  id: string;
  pledger: { kind: string; name: string; donorId: string | null };
  amountCents: number;
  givenCents: number;
  standing: string;
}
interface CampaignBody {
  id: string;
  name: string;
  givenCents: number;
  pledgedCents: number;
  pledges: PledgeBody[];
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  page = await context.newPage();
  errors = watchForErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function campaignNamed(name: string) {
  const { items } = await callApi<{ items: { id: string; name: string }[] }>(
    page,
    'GET',
    '/api/giving/campaigns',
  );
  const found = items.find((campaign) => campaign.name === name);
  if (!found) throw new Error(`${name} is missing`);
  return callApi<CampaignBody>(page, 'GET', `/api/giving/campaigns/${found.id}`);
}

describe('Campaigns', () => {
  it("shows the demo's roof campaign, its figures as the API reads them, and every pledge", async () => {
    await signIn(page, server.url, 'demo@example.org');
    await page.goto(`${server.url}/giving/donors`);
    await page.getByRole('navigation', { name: 'Giving' }).getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    const roof = await campaignNamed(`Roof Campaign ${YEAR}`);
    expect(roof.pledges).toHaveLength(30);
    await page
      .getByRole('link', { name: `Roof Campaign ${YEAR}` })
      .first()
      .waitFor();
    await settled(page);
    await wholePage(page, 'campaigns-1366');
    expect((await axeFindings(page)).serious).toEqual([]);

    await page
      .getByRole('link', { name: `Roof Campaign ${YEAR}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Roof Campaign ${YEAR}` }).waitFor();
    const figures = page.getByRole('list', { name: 'Campaign figures' });
    const dollars = (cents: number) =>
      (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await figures.getByText(dollars(roof.pledgedCents)).first().waitFor();
    await figures.getByText(dollars(roof.givenCents)).first().waitFor();
    // A pledger behind schedule is listed as such.
    const behind = roof.pledges.find((pledge) => pledge.standing === 'behind');
    expect(behind).toBeDefined();
    await page.getByRole('table').getByText('Behind').first().waitFor();
    await settled(page);
    await wholePage(page, 'campaign-roof-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
  });

  it('creates a campaign with a goal, takes a pledge, and shows it on the donor’s statement', async () => {
    await page.goto(`${server.url}/giving/campaigns`);
    await page.getByRole('button', { name: 'New campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.getByLabel('Name').fill('Organ Restoration');
    // Nothing is sent without a fund: the form says so.
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await dialog.getByText('Choose at least one fund.').waitFor();
    await dialog.getByLabel('Building Fund').check();
    await dialog.getByLabel('Start date').fill(`${YEAR}-01-01`);
    await dialog.getByLabel('End date').fill(`${YEAR}-12-31`);
    await dialog.getByLabel('Goal in dollars').fill('5000');
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await dialog.waitFor({ state: 'detached' });
    const organ = await campaignNamed('Organ Restoration');
    // The Building Fund's gifts of the year count at once, pledged or not.
    expect(organ.givenCents).toBe((await campaignNamed(`Roof Campaign ${YEAR}`)).givenCents);

    // A giver of the roof campaign who pledged on their own and gave this year.
    const roof = await campaignNamed(`Roof Campaign ${YEAR}`);
    const giver = roof.pledges.find((pledge) => pledge.pledger.kind === 'donor' && pledge.givenCents > 0);
    if (!giver?.pledger.donorId) throw new Error('no giver of the roof campaign');
    await page.goto(`${server.url}/giving/campaigns/${organ.id}`);
    await page.getByRole('heading', { level: 1, name: 'Organ Restoration' }).waitFor();
    await page.getByRole('button', { name: 'Add pledge' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add pledge' });
    await add.getByLabel('Search donors').fill(giver.pledger.name);
    await add.getByRole('list', { name: 'Matching donors' }).getByRole('button').first().click();
    await add.getByLabel('Amount in dollars').fill('1200');
    await add.getByLabel('Frequency').selectOption({ label: 'Monthly' });
    await add.getByRole('button', { name: 'Add pledge' }).click();
    await add.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: giver.pledger.name });
    await row.getByText('$1,200.00').first().waitFor();
    const saved = (await campaignNamed('Organ Restoration')).pledges;
    expect(saved.map((pledge) => [pledge.pledger.name, pledge.amountCents])).toEqual([
      [giver.pledger.name, 120_000],
    ]);
    await settled(page);
    await wholePage(page, 'campaign-organ-1366');

    // Two more of the roof's pledgers promise by file, with a row the file cannot match.
    const others = roof.pledges
      .filter((pledge) => pledge.pledger.kind === 'donor' && pledge.pledger.name !== giver.pledger.name)
      .slice(0, 2);
    const file = [
      'Name,Amount,Frequency,Pledged By',
      ...others.map((pledge) => `${pledge.pledger.name},$600,Quarterly,donor`),
      'Nobody Here,$50,,',
    ].join('\n');
    await page.getByRole('button', { name: 'Import pledges' }).first().click();
    const importing = page.getByRole('dialog', { name: 'Import pledges' });
    await importing.getByLabel('CSV file of pledges').setInputFiles({
      name: 'organ-pledges.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await importing
      .getByText('2 pledges to import, $1,200.00 pledged; 1 row will not be imported.')
      .waitFor();
    await importing
      .getByRole('region', { name: 'Rows not imported' })
      .getByText('No donor or household matches')
      .waitFor();
    await settled(page);
    await screenshot(page, 'campaign-import-preview-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
    // Nothing is saved before the import is asked for.
    expect((await campaignNamed('Organ Restoration')).pledges).toHaveLength(1);
    await importing.getByRole('button', { name: 'Import 2 pledges' }).click();
    await page.getByText('2 pledges imported').first().waitFor();
    await importing.waitFor({ state: 'detached' });
    const imported = (await campaignNamed('Organ Restoration')).pledges;
    expect(imported.map((pledge) => pledge.pledger.name).sort()).toEqual(
      [giver.pledger.name, ...others.map((pledge) => pledge.pledger.name)].sort(),
    );

    // A gift of one of them in a Sunday batch, committed by a second admin, moves the campaign.
    const pledger = imported.find((pledge) => pledge.pledger.name === others[0]?.pledger.name) as PledgeBody;
    const before = await campaignNamed('Organ Restoration');
    const today = new Date().toISOString().slice(0, 10);
    const { batch } = await callApi<{ batch: { id: string } }>(page, 'POST', '/api/batches', {
      name: 'Organ Sunday',
      defaultFund: 'Building Fund',
      receivedDate: today,
      expectedCount: 1,
      expectedTotalCents: 25_000,
      expectedCashCents: 25_000,
      expectedCheckCents: null,
    });
    await callApi(page, 'POST', `/api/batches/${batch.id}/gifts`, {
      donor: { kind: 'existing', donorId: pledger.pledger.donorId },
      method: 'cash',
      giftDate: today,
      allocations: [{ fund: 'Building Fund', amountCents: 25_000 }],
    });
    // As the grid does when its counter leaves the page: a batch being entered is not committed.
    await callApi(page, 'DELETE', `/api/batches/${batch.id}/presence`);
    const pastorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const pastor = await pastorContext.newPage();
    await signIn(pastor, server.url, 'pastor@example.org');
    await callApi(pastor, 'POST', `/api/batches/${batch.id}/commit`);
    await pastorContext.close();
    const after = await campaignNamed('Organ Restoration');
    expect(after.givenCents - before.givenCents).toBe(25_000);
    const moved = after.pledges.find((pledge) => pledge.id === pledger.id) as PledgeBody;
    expect(moved.givenCents - pledger.givenCents).toBe(25_000);
    await page.reload();
    await page
      .getByRole('list', { name: 'Campaign figures' })
      .getByText((after.givenCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }))
      .first()
      .waitFor();
    const importedStatement = await pdfText(
      await fetchBytes(page, 'POST', '/api/statements/preview', {
        period: { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` },
        donorId: pledger.pledger.donorId,
      }),
    );
    expect(importedStatement).toMatch(/Organ Restoration\s+\$600\.00/);

    // The campaign's pledge statements as of today, with the church's letter.
    await callApi(page, 'PUT', '/api/statements/settings', {
      legalName: 'Grace Community Church',
      ein: '12-3456789',
      address: '100 Church Lane, Springfield, IL 62704',
      phone: '',
      website: '',
      signerName: 'Jordan Reyes',
      signerTitle: 'Treasurer',
      message: 'Thank you for your generosity.',
    });
    await page.getByRole('button', { name: 'Pledge statements' }).first().click();
    const statements = page.getByRole('dialog', { name: 'Pledge statements' });
    await statements
      .getByLabel('Letter')
      .fill('Thank you for your pledge to {campaign}, from all of us at {organization}.');
    await settled(page);
    await screenshot(page, 'campaign-pledge-statements-1366');
    expect((await axeFindings(page)).serious).toEqual([]);
    await statements.getByRole('button', { name: 'Make pledge statements' }).click();
    await page.getByText('Making 3 pledge statements').first().waitFor();
    await page.getByText('Pledge statements: Organ Restoration', { exact: false }).first().waitFor();
    const { items: runs } = await callApi<{ items: { id: string; status: string; pledges: unknown }[] }>(
      page,
      'GET',
      '/api/statements/runs',
    );
    const pledgeRun = runs.find((run) => run.pledges !== null) as { id: string };
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(page, 'GET', `/api/statements/runs/${pledgeRun.id}`)).status,
      )
      .toBe('done');
    const letter = await pdfText(
      await fetchBytes(
        page,
        'GET',
        `/api/statements/runs/${pledgeRun.id}/recipients/${pledger.pledger.donorId}/pdf`,
      ),
    );
    expect(letter).toContain('Pledge Statement: Organ Restoration');
    expect(letter).toContain(
      'Thank you for your pledge to Organ Restoration, from all of us at Grace Community Church.',
    );
    const money = (cents: number) =>
      (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }).replace('$', '\\$');
    const given = moved.givenCents;
    expect(letter).toMatch(
      new RegExp(
        `Organ Restoration\\s+\\$600\\.00\\s+${money(given)}\\s+${money(given)}\\s+${money(Math.max(0, 60_000 - given))}`,
      ),
    );
    await settled(page);
    await wholePage(page, 'statements-with-pledge-run-1366');

    // The year's statement lists both pledges, each with what was given towards it this year.
    const statement = await pdfText(
      await fetchBytes(page, 'POST', '/api/statements/preview', {
        period: { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` },
        donorId: giver.pledger.donorId,
      }),
    );
    expect(statement).toContain('Pledges');
    expect(statement).toMatch(/Organ Restoration\s+\$1,200\.00/);
    expect(statement).toMatch(new RegExp(`Roof Campaign ${YEAR}\\s+\\$`));
  });

  it('shows a campaign on a phone without sideways scrolling', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const small = await phone.newPage();
    await signIn(small, server.url, 'demo@example.org');
    const roof = await (async () => {
      const { items } = await callApi<{ items: { id: string; name: string }[] }>(
        small,
        'GET',
        '/api/giving/campaigns',
      );
      return items.find((campaign) => campaign.name === `Roof Campaign ${YEAR}`);
    })();
    await small.goto(`${server.url}/giving/campaigns/${roof?.id}`);
    await small.getByRole('heading', { level: 1, name: `Roof Campaign ${YEAR}` }).waitFor();
    await settled(small);
    expect(await horizontalOverflow(small)).toBeLessThanOrEqual(0);
    await screenshot(small, 'campaign-roof-390');
    await phone.close();
  });

  it('logged no page errors', () => {
    expect(errors.filter((error) => !expectedNoise.test(error))).toEqual([]);
  });
});
