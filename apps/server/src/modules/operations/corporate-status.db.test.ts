import { addDays, isoDay } from '@steward/domain';
import { createTestApp } from '@test/app';
import { buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'corp');
}, 60_000);
afterAll(() => t.close());

const status = (overrides: object = {}) => ({
  entityName: 'Organisation A Inc.',
  entityType: 'Non-Profit Corporation',
  status: 'Active',
  filingDate: '2025-03-01',
  nextDueDate: addDays(isoDay(new Date()), 10),
  annualReportStatus: 'Due Soon',
  ...overrides,
});

describe('corporate status', () => {
  it('starts blank and unknown', async () => {
    const response = await call(t.app, 'GET', '/api/corporate-status', { cookie: w.user.cookie });
    expect(response.json()).toMatchObject({
      entityName: '',
      filingState: 'unknown',
      lastUpdated: null,
      can: { edit: false },
    });
  });

  it('is saved by an admin, shared with the organisation, and due soon 10 days ahead', async () => {
    const saved = await call(t.app, 'PUT', '/api/corporate-status', {
      cookie: w.admin.cookie,
      payload: status(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      entityName: 'Organisation A Inc.',
      filingState: 'due-soon',
      updatedBy: { email: w.admin.email },
      can: { edit: true },
    });
    const seenByUser = await call(t.app, 'GET', '/api/corporate-status', { cookie: w.user.cookie });
    expect(seenByUser.json()).toMatchObject({
      entityName: 'Organisation A Inc.',
      filingState: 'due-soon',
      can: { edit: false },
    });
    const overdue = await call(t.app, 'PUT', '/api/corporate-status', {
      cookie: w.master.cookie,
      payload: status({ nextDueDate: '2020-01-01' }),
    });
    expect(overdue.json().filingState).toBe('overdue');
  });

  it('is refused to a plain user and changes nothing', async () => {
    const response = await call(t.app, 'PUT', '/api/corporate-status', {
      cookie: w.user.cookie,
      payload: status({ entityName: 'Hijacked' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only admins can edit the corporate status');
    const current = await call(t.app, 'GET', '/api/corporate-status', { cookie: w.admin.cookie });
    expect(current.json().entityName).toBe('Organisation A Inc.');
  });

  it('refuses values outside the spec’s lists', async () => {
    const response = await call(t.app, 'PUT', '/api/corporate-status', {
      cookie: w.admin.cookie,
      payload: status({ status: 'Dissolved' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select a status');
  });

  it('belongs to one organisation', async () => {
    const theirs = await call(t.app, 'GET', '/api/corporate-status', { cookie: w.otherMaster.cookie });
    expect(theirs.json()).toMatchObject({ entityName: '', filingState: 'unknown' });
  });
});
