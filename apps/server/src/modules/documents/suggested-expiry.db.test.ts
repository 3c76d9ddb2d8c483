import { createTestApp } from '@test/app';
import { buildWorld, call, upload, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The expiry date a document's text states, kept on the document until it is answered. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp({ TEXT_READERS: '1' });
  w = await buildWorld(t.app, 'suggested-expiry');
}, 60_000);
afterAll(() => t.close());

async function readTexts() {
  const job = t.app.schedule.jobs.find((candidate) => candidate.name === 'read document text');
  if (!job) throw new Error('no text reading job');
  return job.run();
}

const CERTIFICATE = [
  'Certificate of Liability Insurance for Grace Community Church.',
  'This certificate expires on December 31, 2029.',
].join('\n');

/** A certificate uploaded (with the fields given) and its text read. */
async function certificate(name: string, fields: Record<string, string> = {}) {
  const response = await upload(
    t.app,
    w.user,
    { filename: `${name}.txt`, content: Buffer.from(CERTIFICATE), contentType: 'text/plain' },
    { category: 'Legal', ...fields },
  );
  expect(response.statusCode, response.body).toBe(201);
  await readTexts();
  return response.json().id as string;
}

function getDocument(id: string, cookie = w.user.cookie) {
  return call(t.app, 'GET', `/api/documents/${id}`, { cookie });
}

const SUGGESTED = { date: '2029-12-31', sentence: expect.stringContaining('December 31, 2029') };

describe('a suggested expiry date', () => {
  it('is kept on the document once its text is read, in the document and in the list, until answered', async () => {
    const id = await certificate('Certificate kept');
    expect((await getDocument(id)).json()).toMatchObject({ expiryDate: null, suggestedExpiry: SUGGESTED });
    const list = await call(t.app, 'GET', '/api/documents?q=Certificate%20kept', { cookie: w.user.cookie });
    const listed = list.json().items.find((item: { id: string }) => item.id === id);
    expect(listed).toMatchObject({ expiryDate: null, suggestedExpiry: SUGGESTED });
  });

  it('becomes the expiry date when accepted, and is gone', async () => {
    const id = await certificate('Certificate accepted');
    const accepted = await call(t.app, 'POST', `/api/documents/${id}/suggested-expiry/accept`, {
      cookie: w.user.cookie,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ expiryDate: '2029-12-31', suggestedExpiry: null });
    expect((await getDocument(id)).json()).toMatchObject({ expiryDate: '2029-12-31', suggestedExpiry: null });

    const again = await call(t.app, 'POST', `/api/documents/${id}/suggested-expiry/accept`, {
      cookie: w.user.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This document has no suggested expiry date');
  });

  it('is cleared when dismissed, leaving no expiry date', async () => {
    const id = await certificate('Certificate dismissed');
    const dismissed = await call(t.app, 'DELETE', `/api/documents/${id}/suggested-expiry`, {
      cookie: w.user.cookie,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await getDocument(id)).json()).toMatchObject({ expiryDate: null, suggestedExpiry: null });
  });

  it('is cleared by an edit that sets an expiry date, and kept by one that does not', async () => {
    const id = await certificate('Certificate edited');
    const properties = { category: 'Legal', tags: [], description: null };
    const kept = await call(t.app, 'PATCH', `/api/documents/${id}`, {
      cookie: w.user.cookie,
      payload: { ...properties, expiryDate: null, description: 'Liability' },
    });
    expect(kept.json()).toMatchObject({ suggestedExpiry: SUGGESTED });
    const set = await call(t.app, 'PATCH', `/api/documents/${id}`, {
      cookie: w.user.cookie,
      payload: { ...properties, expiryDate: '2028-06-30' },
    });
    expect(set.json()).toMatchObject({ expiryDate: '2028-06-30', suggestedExpiry: null });
  });

  it('is not suggested for a document uploaded with an expiry date', async () => {
    const id = await certificate('Certificate dated', { expiryDate: '2027-01-31' });
    expect((await getDocument(id)).json()).toMatchObject({ expiryDate: '2027-01-31', suggestedExpiry: null });
  });

  it('answers 404 to another organisation, changing nothing', async () => {
    const id = await certificate('Certificate private');
    for (const [method, url] of [
      ['POST', `/api/documents/${id}/suggested-expiry/accept`],
      ['DELETE', `/api/documents/${id}/suggested-expiry`],
    ] as const) {
      const response = await call(t.app, method, url, { cookie: w.otherMaster.cookie });
      expect(response.statusCode).toBe(404);
    }
    expect((await getDocument(id)).json()).toMatchObject({ expiryDate: null, suggestedExpiry: SUGGESTED });
  });
});
