import { createTestApp } from '@test/app';
import { buildWorld, call, upload, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'dept');
  await upload(
    t.app,
    w.user,
    { filename: 'Setlist.txt', content: 'x' },
    { category: 'Other', tags: 'worship-team' },
  );
  await upload(t.app, w.user, { filename: 'Budget.txt', content: 'x' }, { category: 'Financial' });
  await upload(
    t.app,
    w.user,
    { filename: 'Award.txt', content: 'x' },
    { category: 'Other', tags: 'Grant 2026' },
  );
  await upload(t.app, w.admin, { filename: 'Giving.csv', content: 'a,b\n1,2\n' }, { category: 'Donor Data' });
}, 60_000);
afterAll(() => t.close());

describe('department pages', () => {
  it('counts the department’s documents and starts with an empty team', async () => {
    const response = await call(t.app, 'GET', '/api/departments/worship', { cookie: w.user.cookie });
    expect(response.json()).toEqual({
      slug: 'worship',
      documentCount: 1,
      team: [],
      can: { manageAccess: false },
    });
  });

  it('counts fundraising documents by the spec 001 rule (Financial category, grant tag; not Donor Data)', async () => {
    const response = await call(t.app, 'GET', '/api/departments/fundraising-donor-management', {
      cookie: w.admin.cookie,
    });
    expect(response.json().documentCount).toBe(2);
  });

  it('answers "Department Not Found" for an unknown slug', async () => {
    const response = await call(t.app, 'GET', '/api/departments/choir', { cookie: w.user.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Department Not Found');
  });

  it('refuses the fundraising department to non-admins with the spec’s text', async () => {
    const user = await call(t.app, 'GET', '/api/departments/fundraising-donor-management', {
      cookie: w.user.cookie,
    });
    expect(user.statusCode).toBe(403);
    expect(user.json().error.message).toBe(
      "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.",
    );
    const admin = await call(t.app, 'GET', '/api/departments/fundraising-donor-management', {
      cookie: w.admin.cookie,
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('Manage Access', () => {
  it('lets an admin set the team, which everyone then sees', async () => {
    const response = await call(t.app, 'PUT', '/api/departments/worship/team', {
      cookie: w.admin.cookie,
      payload: { userIds: [w.user.id, w.master.id, w.user.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .team.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual([w.master.email, w.user.email].sort());
    const seen = await call(t.app, 'GET', '/api/departments/worship', { cookie: w.user.cookie });
    expect(seen.json().team).toHaveLength(2);
  });

  it('is refused to a plain user', async () => {
    const response = await call(t.app, 'PUT', '/api/departments/worship/team', {
      cookie: w.user.cookie,
      payload: { userIds: [] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only admins can manage who belongs to a department');
  });

  it('refuses a member of another organisation and changes nothing', async () => {
    const response = await call(t.app, 'PUT', '/api/departments/worship/team', {
      cookie: w.admin.cookie,
      payload: { userIds: [w.user.id, w.otherUser.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Only members of your organization can join a department');
    const seen = await call(t.app, 'GET', '/api/departments/worship', { cookie: w.admin.cookie });
    expect(seen.json().team).toHaveLength(2);
    const theirs = await call(t.app, 'GET', '/api/departments/worship', { cookie: w.otherMaster.cookie });
    expect(theirs.json().team).toEqual([]);
  });
});
