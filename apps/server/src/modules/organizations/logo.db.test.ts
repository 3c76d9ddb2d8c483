import { createTestApp } from '@test/app';
import { multipartBody, SAMPLE_FILES } from '@test/multipart';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'logo');
}, 60_000);
afterAll(() => t.close());

function uploadLogo(actor: Actor, filename: string, content: Buffer | string) {
  const body = multipartBody({}, { filename, content, contentType: 'image/svg+xml' });
  return call(t.app, 'PUT', '/api/organizations/logo', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

async function storedLogo() {
  const [row] = await queryRows<{ logo_svg: string | null }>(
    t.database.db,
    sql`select logo_svg from organizations where id = ${w.organizationA}`,
  );
  return row?.logo_svg ?? null;
}

const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script>alert(document.cookie)</script>
  <a xlink:href="javascript:alert(2)"><circle r="4" fill="#4f46e5"/></a>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(3)</script></body></foreignObject>
  <path d="M0 0h10v10z" onclick="alert(4)"/>
</svg>`;

describe('organisation logo', () => {
  it('stores a sanitised SVG that every member sees, and the session says when it changed', async () => {
    const response = await uploadLogo(w.admin, 'logo.svg', HOSTILE);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.logoUpdatedAt).toEqual(expect.any(String));

    const stored = (await storedLogo()) ?? '';
    for (const forbidden of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'alert(']) {
      expect(stored).not.toContain(forbidden);
    }
    expect(stored).toContain('M0 0h10v10z');

    const image = await call(t.app, 'GET', '/api/organizations/logo', { cookie: w.user.cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(image.body).toBe(stored);
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie: w.user.cookie });
    expect(session.json().organization.logoUpdatedAt).toEqual(response.json().organization.logoUpdatedAt);

    const theirs = await call(t.app, 'GET', '/api/organizations/logo', { cookie: w.otherMaster.cookie });
    expect(theirs.statusCode).toBe(404);
  });

  it.each([
    ['a PNG', 'logo.png', SAMPLE_FILES.png, 'Please upload an SVG file only'],
    [
      'HTML named .svg',
      'logo.svg',
      '<html><body><svg></svg></body></html>',
      'Please upload an SVG file only',
    ],
    [
      'an SVG over 1MB',
      'big.svg',
      `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(1024 * 1024)}--></svg>`,
      'File size must be less than 1MB',
    ],
  ])(
    'refuses %s with the spec’s message and keeps the current logo',
    async (_, filename, content, message) => {
      const before = await storedLogo();
      const response = await uploadLogo(w.master, filename, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(await storedLogo()).toBe(before);
    },
  );

  it('is changed by admins only', async () => {
    const response = await uploadLogo(w.user, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only admins can change the logo');
  });

  it('can be removed, back to the product name', async () => {
    const response = await call(t.app, 'DELETE', '/api/organizations/logo', { cookie: w.master.cookie });
    expect(response.json().organization.logoUpdatedAt).toBeNull();
    expect(await storedLogo()).toBeNull();
    expect((await call(t.app, 'GET', '/api/organizations/logo', { cookie: w.user.cookie })).statusCode).toBe(
      404,
    );
  });
});
