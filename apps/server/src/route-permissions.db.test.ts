import { randomUUID } from 'node:crypto';
import { cookiePair, createTestApp } from '@test/app';
import { seedFunds } from '@test/batches';
import { mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { multipartBody } from '@test/multipart';
import {
  type Actor,
  acceptInvitation,
  buildWorld,
  call,
  invite,
  PASSWORD,
  upload,
  type World,
} from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

/**
 * Every API route for each kind of caller, and the status each must get: the roles of spec 000 §6,
 * enforced by the server (docs/security.md). "outsider" is the master admin of organisation B
 * acting on organisation A's records: it must get 404, so a record's existence never leaks.
 * "counter" is a user-role member of A marked as a counter: a plain user everywhere but the entry of
 * contribution batches (`counting`). A route missing from this table fails the first test.
 */
const CALLERS = ['anonymous', 'loner', 'user', 'counter', 'admin', 'master', 'outsider'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

interface Fixtures {
  world: World;
  /** A plain member of organisation A that the member routes act on. */
  spare: Actor;
  /** A text document of organisation A that the document routes act on. */
  documentId: string;
  /** A Donor Data document of organisation A (fundraising data: spec 001 §6). */
  donorDocumentId: string;
  /** A custom integration of organisation A. */
  integrationKey: string;
  /** An open contribution batch of organisation A. */
  batchId: string;
}

interface Request {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Instead of the caller's own session (for calls that would end or change it). */
  cookie?: string;
}

interface RouteCase {
  request: (fixtures: Fixtures, caller: Caller) => Request | Promise<Request>;
  expected: Expected;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  loner: status,
  user: status,
  counter: status,
  admin: status,
  master: status,
  outsider: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const admins = (status: number, outsider = status): Expected => ({
  anonymous: 401,
  loner: 403,
  user: 403,
  counter: 403,
  admin: status,
  master: status,
  outsider,
});

/** Every member of an organisation; a member of another one gets `outsider` (404 for A's records). */
const members = (status: number, outsider = status): Expected => ({
  anonymous: 401,
  loner: 403,
  user: status,
  counter: status,
  admin: status,
  master: status,
  outsider,
});

/** The master admin only (spec 000 §6: adds and edits integrations). */
const masterOnly = (status: number, outsider: number): Expected => ({
  anonymous: 401,
  loner: 403,
  user: 403,
  counter: 403,
  admin: 403,
  master: status,
  outsider,
});

/**
 * Contribution batches' entry: admins and counters (not in the spec: docs/spec-deviations.md); a
 * plain user stays 403 as everywhere in fundraising.
 */
const counting = (status: number, outsider = status): Expected => ({
  ...admins(status, outsider),
  counter: status,
});

const integration = {
  operationsCategory: 'hr',
  name: 'Background Checks',
  description: 'Screening for volunteers',
  url: 'https://checks.example.org',
  category: 'Safety',
};

let sequence = 0;
const unique = (label: string) => `${label}-${++sequence}@example.org`;
const BOGUS_TOKEN = 'x'.repeat(43);

let t: Awaited<ReturnType<typeof createTestApp>>;
let fixtures: Fixtures;

const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { request: () => ({ url: '/api/health' }), expected: everyone(200) },
  'GET /api/app-info': { request: () => ({ url: '/api/app-info' }), expected: everyone(200) },
  'GET /api/openapi.json': { request: () => ({ url: '/api/openapi.json' }), expected: everyone(200) },
  'POST /api/auth/sign-in': {
    request: () => ({ url: '/api/auth/sign-in', payload: { email: unique('nobody'), password: 'wrong' } }),
    expected: everyone(401),
  },
  'POST /api/auth/sign-up': {
    request: () => ({ url: '/api/auth/sign-up', payload: { email: unique('new'), password: PASSWORD } }),
    expected: everyone(201),
  },
  'POST /api/auth/sign-out': {
    // A second session of the caller, so signing out does not end the one the table uses.
    request: async (_, caller) => ({ url: '/api/auth/sign-out', cookie: await secondSession(caller) }),
    expected: everyone(204),
  },
  'GET /api/auth/session': { request: () => ({ url: '/api/auth/session' }), expected: signedIn(200) },
  'POST /api/organizations': {
    // A new loner each time: the one the table uses must stay without an organisation.
    request: async (_, caller) => ({
      url: '/api/organizations',
      payload: { name: 'Another Church' },
      ...(caller === 'loner' ? { cookie: await newLoner() } : {}),
    }),
    expected: { anonymous: 401, loner: 201, user: 409, counter: 409, admin: 409, master: 409, outsider: 409 },
  },
  'GET /api/members': { request: () => ({ url: '/api/members' }), expected: admins(200) },
  'PATCH /api/members/:userId/role': {
    request: ({ spare }) => ({ url: `/api/members/${spare.id}/role`, payload: { role: 'user' } }),
    expected: { anonymous: 401, loner: 403, user: 403, counter: 403, admin: 403, master: 200, outsider: 404 },
  },
  'PUT /api/members/:userId/counter': {
    request: ({ spare }) => ({ url: `/api/members/${spare.id}/counter`, payload: { isCounter: false } }),
    expected: admins(200, 404),
  },
  'POST /api/members/:userId/deactivate': {
    request: ({ spare }) => ({ url: `/api/members/${spare.id}/deactivate` }),
    expected: admins(200, 404),
  },
  'POST /api/members/:userId/reactivate': {
    request: ({ spare }) => ({ url: `/api/members/${spare.id}/reactivate` }),
    expected: admins(200, 404),
  },
  'GET /api/invitations': { request: () => ({ url: '/api/invitations' }), expected: admins(200) },
  'POST /api/invitations': {
    request: () => ({ url: '/api/invitations', payload: { email: unique('invitee'), role: 'user' } }),
    expected: admins(201),
  },
  'DELETE /api/invitations/:id': {
    request: async () => ({ url: `/api/invitations/${await pendingInvitationOfA()}` }),
    expected: admins(204, 404),
  },
  'POST /api/invitations/lookup': {
    request: () => ({ url: '/api/invitations/lookup', payload: { token: BOGUS_TOKEN } }),
    expected: everyone(404),
  },
  'POST /api/invitations/accept': {
    request: () => ({ url: '/api/invitations/accept', payload: { token: BOGUS_TOKEN, password: PASSWORD } }),
    expected: everyone(404),
  },
  'GET /api/audit': { request: () => ({ url: '/api/audit' }), expected: admins(200) },
  'GET /api/documents': { request: () => ({ url: '/api/documents' }), expected: members(200) },
  'POST /api/documents': {
    request: () => {
      const body = multipartBody({ category: 'Other' }, { filename: 'note.txt', content: 'A note' });
      return { url: '/api/documents', payload: body.payload, headers: { 'content-type': body.contentType } };
    },
    expected: members(201),
  },
  'GET /api/documents/:id': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}` }),
    expected: members(200, 404),
  },
  'PATCH /api/documents/:id': {
    request: ({ documentId }) => ({
      url: `/api/documents/${documentId}`,
      payload: { category: 'Other', tags: ['fixture'], expiryDate: null, description: null },
    }),
    expected: members(200, 404),
  },
  'DELETE /api/documents/:id': {
    request: async () => ({ url: `/api/documents/${await documentOfA()}` }),
    expected: members(204, 404),
  },
  'GET /api/documents/:id/content': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/content` }),
    expected: members(200, 404),
  },
  'PUT /api/documents/:id/content': {
    request: async ({ documentId }) => ({
      url: `/api/documents/${documentId}/content`,
      payload: { content: 'Edited', version: await versionOf(documentId) },
    }),
    expected: members(200, 404),
  },
  'GET /api/documents/:id/link': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/link` }),
    expected: members(200, 404),
  },
  'GET /api/documents/:id/text': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/text` }),
    expected: members(200, 404),
  },
  'POST /api/documents/:id/text/retry': {
    // The fixture's text waits to be read: nothing to retry (409) for those who may retry.
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/text/retry` }),
    expected: admins(409, 404),
  },
  'GET /api/documents/:id/suggestions': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/suggestions` }),
    expected: members(200, 404),
  },
  // The fixture's text was never read, so it has no suggested expiry to answer (409).
  'POST /api/documents/:id/suggested-expiry/accept': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/suggested-expiry/accept` }),
    expected: members(409, 404),
  },
  'DELETE /api/documents/:id/suggested-expiry': {
    request: ({ documentId }) => ({ url: `/api/documents/${documentId}/suggested-expiry` }),
    expected: members(409, 404),
  },
  'GET /api/dashboard': { request: () => ({ url: '/api/dashboard' }), expected: members(200) },
  'POST /api/email': {
    request: ({ documentId }) => ({
      url: '/api/email',
      payload: { to: ['someone@example.org'], subject: 'Files', documentIds: [documentId] },
    }),
    expected: members(200, 404),
  },
  'GET /api/outbox': { request: () => ({ url: '/api/outbox' }), expected: admins(200) },
  'GET /api/departments/:slug': {
    request: () => ({ url: '/api/departments/worship' }),
    expected: members(200),
  },
  'PUT /api/departments/:slug/team': {
    request: () => ({ url: '/api/departments/worship/team', payload: { userIds: [] } }),
    expected: admins(200),
  },
  'GET /api/operations': { request: () => ({ url: '/api/operations' }), expected: members(200) },
  'GET /api/operations/:category': { request: () => ({ url: '/api/operations/hr' }), expected: members(200) },
  'POST /api/integrations': {
    request: () => ({ url: '/api/integrations', payload: integration }),
    expected: masterOnly(201, 201),
  },
  'PUT /api/integrations/:key': {
    request: ({ integrationKey }) => ({ url: `/api/integrations/${integrationKey}`, payload: integration }),
    expected: masterOnly(200, 404),
  },
  'DELETE /api/integrations/:key': {
    request: async () => ({ url: `/api/integrations/${await integrationOfA()}` }),
    expected: masterOnly(204, 404),
  },
  'PUT /api/integrations/:key/contact': {
    request: ({ integrationKey }) => ({
      url: `/api/integrations/${integrationKey}/contact`,
      payload: { name: 'Pat Doe', email: 'pat@example.org' },
    }),
    expected: admins(200, 404),
  },
  'PUT /api/organizations/logo': { request: () => logoUpload(), expected: admins(200) },
  // Runs after the upload above, which gave both organisations a logo of their own.
  'GET /api/organizations/logo': {
    request: () => ({ url: '/api/organizations/logo' }),
    expected: members(200),
  },
  'DELETE /api/organizations/logo': {
    request: () => ({ url: '/api/organizations/logo' }),
    expected: admins(200),
  },
  'GET /api/oauth/providers': { request: () => ({ url: '/api/oauth/providers' }), expected: members(200) },
  'PUT /api/oauth/configs/:provider': {
    request: () => ({
      url: '/api/oauth/configs/github',
      payload: { clientId: 'id', clientSecret: 'secret' },
    }),
    expected: admins(204),
  },
  // Runs while both organisations have GitHub configured (above).
  'POST /api/oauth/:provider/authorize': {
    request: () => ({ url: '/api/oauth/github/authorize' }),
    expected: admins(200),
  },
  'POST /api/oauth/:provider/callback': {
    request: () => ({ url: '/api/oauth/github/callback', payload: { error: 'access_denied' } }),
    expected: admins(400),
  },
  // No connection exists here; the OAuth flow test disconnects real ones (and another organisation's).
  'DELETE /api/oauth/connections/:id': {
    request: () => ({ url: '/api/oauth/connections/00000000-0000-4000-8000-000000000000' }),
    expected: admins(404),
  },
  'DELETE /api/oauth/configs/:provider': {
    request: () => ({ url: '/api/oauth/configs/github' }),
    expected: admins(204),
  },
  // Spec 001 §6: donor data is for administrators of the organisation only.
  'POST /api/donors/imports': {
    request: () => {
      const body = multipartBody(
        {},
        { filename: 'giving.csv', content: 'First Name,Last Name,Amount,Date\nAnn,Lee,$5,2024-01-02\n' },
      );
      return {
        url: '/api/donors/imports',
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      };
    },
    expected: admins(200),
  },
  'POST /api/donors/imports/:id/merge': {
    request: () => ({ url: '/api/donors/imports/00000000-0000-4000-8000-000000000000/merge', payload: {} }),
    expected: admins(404),
  },
  'GET /api/donors/imports': { request: () => ({ url: '/api/donors/imports' }), expected: admins(200) },
  'POST /api/donors/imports/:id/preview': {
    request: async () => {
      const previewed = await previewedImportOfA();
      return {
        url: `/api/donors/imports/${previewed.importId}/preview`,
        payload: { mapping: previewed.mapping },
      };
    },
    expected: admins(200, 404),
  },
  'GET /api/donors/imports/:id': {
    request: async () => ({ url: `/api/donors/imports/${await mergedImportOfA()}` }),
    expected: admins(200, 404),
  },
  // A fresh import for each caller: the admin's undo leaves nothing for the master admin to undo.
  'POST /api/donors/imports/:id/undo': {
    request: async () => ({ url: `/api/donors/imports/${await mergedImportOfA()}/undo`, payload: {} }),
    expected: admins(200, 404),
  },
  'GET /api/donors/sync': { request: () => ({ url: '/api/donors/sync' }), expected: admins(200) },
  'POST /api/donors/sync': { request: () => ({ url: '/api/donors/sync' }), expected: admins(200) },
  'GET /api/donors/analysis': { request: () => ({ url: '/api/donors/analysis' }), expected: admins(200) },
  'GET /api/donors': { request: () => ({ url: '/api/donors' }), expected: admins(200) },
  'POST /api/donors': {
    // A name of each caller's own: a second donor of one name would be refused as the same person.
    request: (_fixtures, caller) => ({
      url: '/api/donors',
      payload: { firstName: 'Route', lastName: caller, email: null, phone: null, address: {} },
    }),
    expected: admins(201),
  },
  'GET /api/donors/export': { request: () => ({ url: '/api/donors/export' }), expected: admins(200) },
  'DELETE /api/donors': { request: () => ({ url: '/api/donors' }), expected: admins(204) },
  'GET /api/statements/settings': {
    request: () => ({ url: '/api/statements/settings' }),
    expected: admins(200),
  },
  'PUT /api/statements/settings': {
    request: () => ({
      url: '/api/statements/settings',
      payload: { legalName: 'Grace Church', message: 'Thank you.' },
    }),
    expected: admins(200),
  },
  'POST /api/statements/preview': {
    request: () => ({
      url: '/api/statements/preview',
      payload: {
        period: { start: '2025-01-01', end: '2025-12-31' },
        donorId: '00000000-0000-4000-8000-000000000000',
      },
    }),
    expected: admins(404),
  },
  'GET /api/statements/runs': { request: () => ({ url: '/api/statements/runs' }), expected: admins(200) },
  'POST /api/statements/runs': {
    request: () => ({
      url: '/api/statements/runs',
      payload: { period: { start: '2025-01-01', end: '2025-12-31' }, donors: { kind: 'all' } },
    }),
    expected: admins(400),
  },
  // A campaign of organisation A without pledges: its admins are told there is nothing to make,
  // another organisation's that the campaign is not found.
  'POST /api/statements/pledge-runs': {
    request: async () => ({
      url: '/api/statements/pledge-runs',
      payload: { campaignId: (await campaignOfA()).id, asOf: '2026-06-30', letter: 'Thank you.' },
    }),
    expected: admins(400, 404),
  },
  'GET /api/statements/runs/:id': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000' }),
    expected: admins(404),
  },
  'DELETE /api/statements/runs/:id': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000' }),
    expected: admins(404),
  },
  'GET /api/statements/runs/:id/recipients': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/recipients' }),
    expected: admins(404),
  },
  'GET /api/statements/runs/:id/zip': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/zip' }),
    expected: admins(404),
  },
  'GET /api/statements/runs/:id/combined': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/combined' }),
    expected: admins(404),
  },
  'GET /api/statements/runs/:id/recipients/:donorId/pdf': {
    request: () => ({
      url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/recipients/00000000-0000-4000-8000-000000000000/pdf',
    }),
    expected: admins(404),
  },
  'POST /api/statements/runs/:id/email': {
    request: () => ({ url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/email' }),
    expected: admins(404),
  },
  'POST /api/statements/runs/:id/recipients/:donorId/email': {
    request: () => ({
      url: '/api/statements/runs/00000000-0000-4000-8000-000000000000/recipients/00000000-0000-4000-8000-000000000000/email',
    }),
    expected: admins(404),
  },
  // A batch's outputs are for admins; a counter (core's column) must get 403 on each of them.
  'GET /api/batches/accounting-export': {
    request: () => ({
      url: '/api/batches/accounting-export?format=plain&batchId=00000000-0000-4000-8000-000000000000',
    }),
    expected: admins(404),
  },
  'GET /api/batches/:id/report.csv': {
    request: () => ({ url: '/api/batches/00000000-0000-4000-8000-000000000000/report.csv' }),
    expected: admins(404),
  },
  'GET /api/batches/:id/report.pdf': {
    request: () => ({ url: '/api/batches/00000000-0000-4000-8000-000000000000/report.pdf' }),
    expected: admins(404),
  },
  'GET /api/batches/:id/deposit-slip.pdf': {
    request: () => ({ url: '/api/batches/00000000-0000-4000-8000-000000000000/deposit-slip.pdf' }),
    expected: admins(404),
  },
  'GET /api/donors/:id': {
    request: () => ({ url: '/api/donors/00000000-0000-4000-8000-000000000000' }),
    expected: admins(404),
  },
  'GET /api/donors/:id/gifts': {
    request: () => ({ url: '/api/donors/00000000-0000-4000-8000-000000000000/gifts' }),
    expected: admins(404),
  },
  'PATCH /api/donors/:id': {
    request: () => ({
      url: '/api/donors/00000000-0000-4000-8000-000000000000',
      payload: { firstName: 'Ann', lastName: 'Lee', email: '', phone: '', address: {} },
    }),
    expected: admins(404),
  },
  'POST /api/donors/:id/merge': {
    request: () => ({
      url: '/api/donors/00000000-0000-4000-8000-000000000000/merge',
      payload: { donorId: '00000000-0000-4000-8000-000000000001' },
    }),
    expected: admins(404),
  },
  'POST /api/donors/:id/household': {
    request: () => ({
      url: '/api/donors/00000000-0000-4000-8000-000000000000/household',
      payload: { donorId: '00000000-0000-4000-8000-000000000001' },
    }),
    expected: admins(404),
  },
  'DELETE /api/donors/:id/household': {
    request: () => ({ url: '/api/donors/00000000-0000-4000-8000-000000000000/household' }),
    expected: admins(404),
  },
  'GET /api/households': { request: () => ({ url: '/api/households' }), expected: admins(200) },
  'POST /api/households': {
    request: () => ({
      url: '/api/households',
      payload: { donorIds: ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'] },
    }),
    expected: admins(404),
  },
  'GET /api/households/suggestions': {
    request: () => ({ url: '/api/households/suggestions' }),
    expected: admins(200),
  },
  'POST /api/households/suggestions/dismissals': {
    request: () => ({
      url: '/api/households/suggestions/dismissals',
      payload: { donorIds: ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'] },
    }),
    expected: admins(404),
  },
  'GET /api/households/:id': {
    request: () => ({ url: '/api/households/00000000-0000-4000-8000-000000000000' }),
    expected: admins(404),
  },
  'PATCH /api/households/:id': {
    request: () => ({
      url: '/api/households/00000000-0000-4000-8000-000000000000',
      payload: { name: 'The Lees' },
    }),
    expected: admins(404),
  },
  'PATCH /api/households/:id/members/:donorId': {
    request: () => ({
      url: '/api/households/00000000-0000-4000-8000-000000000000/members/00000000-0000-4000-8000-000000000001',
      payload: { givesJointly: false },
    }),
    expected: admins(404),
  },
  'GET /api/donors/duplicates': { request: () => ({ url: '/api/donors/duplicates' }), expected: admins(200) },
  // Counters may look donors up too (requireBatchEntry): the counter column, once it is in this
  // table, expects 200 here and 403 on the attachments.
  'GET /api/batches/donor-lookup': {
    request: () => ({ url: '/api/batches/donor-lookup?q=Ann' }),
    expected: counting(200),
  },
  'POST /api/batches/:id/attachments': {
    request: async () => ({ url: `/api/batches/${await batchOfA()}/attachments`, ...checkImageUpload() }),
    expected: admins(201, 404),
  },
  'GET /api/donors/duplicates/count': {
    request: () => ({ url: '/api/donors/duplicates/count' }),
    expected: admins(200),
  },
  'POST /api/donors/duplicates/dismissals': {
    request: () => ({
      url: '/api/donors/duplicates/dismissals',
      payload: {
        donorIds: ['00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'],
      },
    }),
    expected: admins(404),
  },
  // Without keys (the tests reach no outside service) the tab shows labelled sample data.
  'GET /api/insights/economic': { request: () => ({ url: '/api/insights/economic' }), expected: admins(200) },
  'GET /api/insights/weather': { request: () => ({ url: '/api/insights/weather' }), expected: admins(200) },
  'POST /api/insights/economic/test': {
    request: () => ({ url: '/api/insights/economic/test' }),
    expected: admins(200),
  },
  'POST /api/assistant/messages': {
    request: () => ({ url: '/api/assistant/messages', payload: { message: 'Who are my top donors?' } }),
    expected: admins(200),
  },
  'GET /api/batches': { request: () => ({ url: '/api/batches' }), expected: counting(200) },
  'POST /api/batches': {
    request: () => ({ url: '/api/batches', payload: BATCH_SHEET }),
    expected: admins(201),
  },
  'GET /api/batches/:id': {
    request: ({ batchId }) => ({ url: `/api/batches/${batchId}` }),
    expected: counting(200, 404),
  },
  'PATCH /api/batches/:id': {
    request: ({ batchId }) => ({ url: `/api/batches/${batchId}`, payload: BATCH_SHEET }),
    expected: admins(200, 404),
  },
  'DELETE /api/batches/:id': {
    request: async () => ({ url: `/api/batches/${await openBatchOfA()}` }),
    expected: admins(204, 404),
  },
  'POST /api/batches/:id/gifts': {
    request: ({ batchId }) => ({ url: `/api/batches/${batchId}/gifts`, payload: looseCash(100) }),
    expected: counting(201, 404),
  },
  'PATCH /api/batches/:id/gifts/:giftId': {
    request: async ({ batchId }) => ({
      url: `/api/batches/${batchId}/gifts/${await giftOfA(batchId)}`,
      payload: looseCash(200),
    }),
    expected: counting(200, 404),
  },
  'DELETE /api/batches/:id/gifts/:giftId': {
    request: async ({ batchId }) => ({ url: `/api/batches/${batchId}/gifts/${await giftOfA(batchId)}` }),
    expected: counting(200, 404),
  },
  'POST /api/batches/:id/gifts/:giftId/adjust': {
    request: async () => {
      const { batchId, giftId } = await committedBatchOfA();
      return {
        url: `/api/batches/${batchId}/gifts/${giftId}/adjust`,
        payload: { reason: 'Counted twice', corrected: null },
      };
    },
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/commit': {
    request: async () => ({ url: `/api/batches/${(await balancedBatchOfA()).batchId}/commit` }),
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/deposit': {
    request: async () => ({
      url: `/api/batches/${(await committedBatchOfA()).batchId}/deposit`,
      payload: { depositDate: '2026-11-23' },
    }),
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/reopen': {
    request: async () => ({
      url: `/api/batches/${(await committedBatchOfA()).batchId}/reopen`,
      payload: { reason: 'A check was entered twice' },
    }),
    expected: admins(200, 404),
  },
  // Approving is a second admin's: the adjustment and the reopening wait, proposed by someone else.
  'POST /api/batches/:id/adjustments/:adjustmentId/approve': {
    request: async () => {
      const { batchId, adjustmentId } = await waitingAdjustmentOfA();
      return { url: `/api/batches/${batchId}/adjustments/${adjustmentId}/approve` };
    },
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/adjustments/:adjustmentId/reject': {
    request: async () => {
      const { batchId, adjustmentId } = await waitingAdjustmentOfA();
      return { url: `/api/batches/${batchId}/adjustments/${adjustmentId}/reject` };
    },
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/reopen/approve': {
    request: async () => ({ url: `/api/batches/${await reopenRequestedOfA()}/reopen/approve` }),
    expected: admins(200, 404),
  },
  'POST /api/batches/:id/reopen/reject': {
    request: async () => ({ url: `/api/batches/${await reopenRequestedOfA()}/reopen/reject` }),
    expected: admins(200, 404),
  },
  'PUT /api/batches/:id/presence': {
    request: ({ batchId }) => ({ url: `/api/batches/${batchId}/presence` }),
    expected: counting(204, 404),
  },
  'DELETE /api/batches/:id/presence': {
    request: ({ batchId }) => ({ url: `/api/batches/${batchId}/presence` }),
    expected: counting(204, 404),
  },
  'GET /api/giving/settings': { request: () => ({ url: '/api/giving/settings' }), expected: admins(200) },
  'PUT /api/giving/settings': {
    request: () => ({
      url: '/api/giving/settings',
      payload: {
        dualControl: true,
        bankQuickbooksAccount: 'Operating Checking',
        bankXeroAccountCode: '1010',
        xeroTaxRate: 'Tax Exempt',
      },
    }),
    expected: admins(200),
  },
  // The fund list: gift entry reads it (counters too); adding, changing and merging are admins'.
  'GET /api/batches/funds': { request: () => ({ url: '/api/batches/funds' }), expected: counting(200) },
  'GET /api/giving/funds': { request: () => ({ url: '/api/giving/funds' }), expected: admins(200) },
  'POST /api/giving/funds': {
    request: () => ({ url: '/api/giving/funds', payload: { name: `Fund ${++sequence}` } }),
    expected: admins(201),
  },
  'PATCH /api/giving/funds/:id': {
    request: async () => ({
      url: `/api/giving/funds/${await fundOfA()}`,
      payload: { name: `Fund ${++sequence}`, restricted: true },
    }),
    expected: admins(200, 404),
  },
  'POST /api/giving/funds/:id/merge': {
    request: async () => ({
      url: `/api/giving/funds/${await fundOfA()}/merge`,
      payload: { intoFundId: await fundOfA() },
    }),
    expected: admins(200, 404),
  },
  // Campaigns and pledges: fundraising admins'; another organisation's fund is not on the list.
  'GET /api/giving/campaigns': { request: () => ({ url: '/api/giving/campaigns' }), expected: admins(200) },
  'POST /api/giving/campaigns': {
    request: async () => ({
      url: '/api/giving/campaigns',
      payload: { ...CAMPAIGN, name: `Campaign ${++sequence}`, fundIds: [await fundOfA()] },
    }),
    expected: admins(201, 400),
  },
  'GET /api/giving/campaigns/:id': {
    request: async () => ({ url: `/api/giving/campaigns/${(await campaignOfA()).id}` }),
    expected: admins(200, 404),
  },
  'PATCH /api/giving/campaigns/:id': {
    request: async () => {
      const campaign = await campaignOfA();
      return {
        url: `/api/giving/campaigns/${campaign.id}`,
        payload: { ...CAMPAIGN, name: `Campaign ${++sequence}`, fundIds: [campaign.fundId] },
      };
    },
    expected: admins(200, 404),
  },
  'DELETE /api/giving/campaigns/:id': {
    request: async () => ({ url: `/api/giving/campaigns/${(await campaignOfA()).id}` }),
    expected: admins(204, 404),
  },
  'POST /api/giving/campaigns/:id/pledges': {
    request: async () => ({
      url: `/api/giving/campaigns/${(await campaignOfA()).id}/pledges`,
      payload: { donorId: await donorOfA(), ...PLEDGE },
    }),
    expected: admins(201, 404),
  },
  'PATCH /api/giving/pledges/:id': {
    request: async () => ({ url: `/api/giving/pledges/${await pledgeOfA()}`, payload: PLEDGE }),
    expected: admins(200, 404),
  },
  'DELETE /api/giving/pledges/:id': {
    request: async () => ({ url: `/api/giving/pledges/${await pledgeOfA()}` }),
    expected: admins(204, 404),
  },
  'GET /api/donors/:id/pledges': {
    request: async () => ({ url: `/api/donors/${await donorOfA()}/pledges` }),
    expected: admins(200, 404),
  },
  'POST /api/giving/pledge-imports': {
    request: async () => {
      const { id: campaignId } = await campaignOfA();
      const body = multipartBody(
        { campaignId },
        { filename: 'pledges.csv', content: 'Name,Amount\nSomeone Unknown,$100\n' },
      );
      return {
        url: '/api/giving/pledge-imports',
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      };
    },
    // Another organisation's admin names a campaign that is not theirs.
    expected: admins(200, 404),
  },
  'GET /api/giving/pledge-imports': {
    request: () => ({ url: '/api/giving/pledge-imports' }),
    expected: admins(200),
  },
  'GET /api/giving/pledge-imports/:id': {
    request: async () => ({ url: `/api/giving/pledge-imports/${await pledgeImportOfA('previewed')}` }),
    expected: admins(200, 404),
  },
  'POST /api/giving/pledge-imports/:id/import': {
    request: async () => ({ url: `/api/giving/pledge-imports/${await pledgeImportOfA('previewed')}/import` }),
    expected: admins(200, 404),
  },
  'POST /api/giving/pledge-imports/:id/undo': {
    request: async () => ({ url: `/api/giving/pledge-imports/${await pledgeImportOfA('imported')}/undo` }),
    expected: admins(200, 404),
  },
  'GET /api/corporate-status': { request: () => ({ url: '/api/corporate-status' }), expected: members(200) },
  'PUT /api/corporate-status': {
    request: () => ({
      url: '/api/corporate-status',
      payload: { entityType: 'Non-Profit Corporation', status: 'Active', annualReportStatus: 'Current' },
    }),
    expected: admins(200),
  },
  // Sign-in policy and the master admin's reset: the policy and who has a second factor
  // are user management's (admins); the reset is the master admin's, never on oneself.
  'GET /api/security/policy': { request: () => ({ url: '/api/security/policy' }), expected: admins(200) },
  'PUT /api/security/policy': {
    request: () => ({
      url: '/api/security/policy',
      payload: {
        twoFactorRequiredFor: 'nobody',
        ssoDomains: [],
        ssoOnly: false,
        ssoCountsAsSecondFactor: false,
      },
    }),
    expected: admins(200),
  },
  'GET /api/security/members': { request: () => ({ url: '/api/security/members' }), expected: admins(200) },
  'POST /api/security/members/:userId/reset': {
    request: ({ spare }) => ({ url: `/api/security/members/${spare.id}/reset` }),
    expected: masterOnly(204, 404),
  },
  // Passkeys (modules/security): each member's own. Another member's passkey is not found, and a
  // registration or sign-in answer that is not a real one is refused after the caller check.
  'POST /api/security/passkeys/options': {
    request: () => ({ url: '/api/security/passkeys/options', payload: { password: PASSWORD } }),
    expected: signedIn(200),
  },
  'POST /api/security/passkeys': {
    request: () => ({
      url: '/api/security/passkeys',
      payload: { name: 'Key', response: {} },
    }),
    expected: signedIn(400),
  },
  'PATCH /api/security/passkeys/:id': {
    request: async () => ({
      url: `/api/security/passkeys/${await passkeyOfSpare()}`,
      payload: { name: 'Mine' },
    }),
    expected: signedIn(404),
  },
  'DELETE /api/security/passkeys/:id': {
    request: async () => ({
      url: `/api/security/passkeys/${await passkeyOfSpare()}`,
      payload: { password: PASSWORD },
    }),
    expected: signedIn(404),
  },
  'POST /api/auth/passkey/options': {
    request: () => ({ url: '/api/auth/passkey/options', payload: { purpose: 'sign_in' } }),
    expected: everyone(200),
  },
  'POST /api/auth/passkey/verify': {
    request: () => ({ url: '/api/auth/passkey/verify', payload: { purpose: 'sign_in', response: {} } }),
    expected: everyone(401),
  },
  // Sign-in and security: the second step of a sign-in and the member's own factors. Each change
  // to them carries the caller's password (step-up.db.test.ts refuses it without).
  'POST /api/auth/second-factor': {
    // No pending sign-in behind this browser: nothing to complete, whoever asks.
    request: () => ({ url: '/api/auth/second-factor', payload: { method: 'totp', code: '123456' } }),
    expected: everyone(401),
  },
  'GET /api/auth/pending': { request: () => ({ url: '/api/auth/pending' }), expected: everyone(404) },
  'GET /api/security': { request: () => ({ url: '/api/security' }), expected: signedIn(200) },
  'POST /api/security/totp/setup': {
    // An unconfirmed secret is not a second factor: the callers still sign in with a password.
    request: () => ({ url: '/api/security/totp/setup' }),
    expected: signedIn(200),
  },
  'POST /api/security/totp/confirm': {
    // A code that is never right: the caller's setup stays unconfirmed.
    request: async (_, caller) => {
      await totpSetupOf(caller);
      return { url: '/api/security/totp/confirm', payload: { code: 'abcdef' } };
    },
    expected: signedIn(400),
  },
  'DELETE /api/security/totp': {
    request: async (_, caller) => {
      await totpSetupOf(caller);
      return { url: '/api/security/totp', payload: { password: PASSWORD } };
    },
    expected: signedIn(204),
  },
  'POST /api/security/recovery-codes': {
    // Without a second factor there is nothing to recover.
    request: () => ({ url: '/api/security/recovery-codes', payload: { password: PASSWORD } }),
    expected: signedIn(409),
  },
  'DELETE /api/security/trusted-devices/:id': {
    request: () => ({
      url: `/api/security/trusted-devices/${randomUUID()}`,
      payload: { password: PASSWORD },
    }),
    expected: signedIn(404),
  },
  'DELETE /api/security/identities/:id': {
    request: () => ({ url: `/api/security/identities/${randomUUID()}`, payload: { password: PASSWORD } }),
    expected: signedIn(404),
  },
  'POST /api/security/sign-out-others': {
    // Ends the caller's other sessions (those of the sign-out row), never the one the table uses.
    request: () => ({ url: '/api/security/sign-out-others', payload: { password: PASSWORD } }),
    expected: signedIn(200),
  },
  // Single sign-on (modules/sso). Browser navigations, open to anyone; this app has no provider
  // configured, so both answer 404 "That sign-in provider is not set up on this server." (the flows
  // themselves are in modules/sso/sso.db.test.ts).
  'GET /api/auth/sso/:provider/start': {
    request: () => ({ url: '/api/auth/sso/google/start' }),
    expected: everyone(404),
  },
  'GET /api/auth/sso/:provider/callback': {
    request: () => ({ url: '/api/auth/sso/microsoft/callback?code=code&state=state' }),
    expected: everyone(404),
  },
};

/**
 * Donor Data documents are fundraising data (spec 001 §6): every route that lists, counts, reads,
 * links, emails or changes documents, on organisation A's Donor Data document or naming the
 * category. A member without fundraising access gets 404 for the document, as for one that does
 * not exist, and spec 001's 403 for the category by name. For a route that lists documents, a 200
 * counts as `shown` or `hidden`: whether the answer names the Donor Data document. A document route
 * without a row here fails the first test below.
 */
type Outcome = number | 'shown' | 'hidden';

interface DonorDataCase {
  request: (fixtures: Fixtures) => Request | Promise<Request>;
  lists?: true;
  expected: Record<Caller, Outcome>;
}

/** `allowed` for members with fundraising access, `user` for a plain member, `outsider` for organisation B. */
const withFundraising = (allowed: Outcome, user: Outcome = 404, outsider: Outcome = 404) => ({
  anonymous: 401,
  loner: 403,
  user,
  counter: user,
  admin: allowed,
  master: allowed,
  outsider,
});
const listed = (user: Outcome = 'hidden') => withFundraising('shown', user, 'hidden');

const DONOR_CSV = 'First Name,Last Name,Amount,Date\nAnn,Lee,$5,2024-01-02\n';
const donorUpload = () =>
  multipartBody({ category: 'Donor Data' }, { filename: 'gifts.csv', content: DONOR_CSV });

const DONOR_DATA_ROUTES: Record<string, DonorDataCase> = {
  'GET /api/documents': { request: () => ({ url: '/api/documents' }), lists: true, expected: listed() },
  'GET /api/documents (search)': {
    request: () => ({ url: '/api/documents?q=Pledge&sort=name' }),
    lists: true,
    expected: listed(),
  },
  'GET /api/documents (category Donor Data)': {
    request: () => ({ url: '/api/documents?category=Donor%20Data' }),
    lists: true,
    expected: listed(403),
  },
  'GET /api/documents (area)': {
    request: () => ({ url: '/api/documents?area=department/worship' }),
    lists: true,
    expected: listed(),
  },
  'POST /api/documents (into Donor Data)': {
    request: () => {
      const body = donorUpload();
      return { url: '/api/documents', payload: body.payload, headers: { 'content-type': body.contentType } };
    },
    expected: withFundraising(201, 403, 201),
  },
  'GET /api/documents/:id': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}` }),
    expected: withFundraising(200),
  },
  'PATCH /api/documents/:id (out of Donor Data)': {
    request: async () => ({
      url: `/api/documents/${await donorDocumentOfA()}`,
      payload: { category: 'Other', tags: [], expiryDate: null, description: null },
    }),
    expected: withFundraising(200),
  },
  'PATCH /api/documents/:id (into Donor Data)': {
    request: async () => ({
      url: `/api/documents/${await documentOfA()}`,
      payload: { category: 'Donor Data', tags: [], expiryDate: null, description: null },
    }),
    expected: withFundraising(200, 403),
  },
  'DELETE /api/documents/:id': {
    request: async () => ({ url: `/api/documents/${await donorDocumentOfA()}` }),
    expected: withFundraising(204),
  },
  'GET /api/documents/:id/content': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/content` }),
    expected: withFundraising(200),
  },
  'PUT /api/documents/:id/content': {
    request: async ({ donorDocumentId }) => ({
      url: `/api/documents/${donorDocumentId}/content`,
      payload: { content: DONOR_CSV, version: await versionOf(donorDocumentId) },
    }),
    expected: withFundraising(200),
  },
  'GET /api/documents/:id/link': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/link` }),
    expected: withFundraising(200),
  },
  'GET /api/documents/:id/text': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/text` }),
    expected: withFundraising(200),
  },
  'POST /api/documents/:id/text/retry': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/text/retry` }),
    expected: withFundraising(409, 403),
  },
  'GET /api/documents/:id/suggestions': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/suggestions` }),
    expected: withFundraising(200),
  },
  'POST /api/documents/:id/suggested-expiry/accept': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/suggested-expiry/accept` }),
    expected: withFundraising(409),
  },
  'DELETE /api/documents/:id/suggested-expiry': {
    request: ({ donorDocumentId }) => ({ url: `/api/documents/${donorDocumentId}/suggested-expiry` }),
    expected: withFundraising(409),
  },
  // The only document with an expiry date: among the renewals of whoever may see it.
  'GET /api/dashboard': { request: () => ({ url: '/api/dashboard' }), lists: true, expected: listed() },
  'POST /api/email': {
    request: ({ donorDocumentId }) => ({
      url: '/api/email',
      payload: { to: ['someone@example.org'], subject: 'Gifts', documentIds: [donorDocumentId] },
    }),
    expected: withFundraising(200),
  },
};

function actorOf(caller: Caller): Actor | null {
  const { world } = fixtures;
  const actors: Record<Caller, Actor | null> = {
    anonymous: null,
    loner: world.loner,
    user: world.user,
    counter: world.counter,
    admin: world.admin,
    master: world.master,
    outsider: world.otherMaster,
  };
  return actors[caller];
}

async function secondSession(caller: Caller) {
  const actor = actorOf(caller);
  if (!actor) return undefined;
  const response = await call(t.app, 'POST', '/api/auth/sign-in', {
    payload: { email: actor.email, password: PASSWORD },
  });
  return cookiePair(response.headers['set-cookie']);
}

/** Starts an authenticator app setup (not confirmed) for the caller, if signed in. */
async function totpSetupOf(caller: Caller) {
  const actor = actorOf(caller);
  if (!actor) return;
  const response = await call(t.app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
}

async function newLoner() {
  const email = unique('loner');
  await call(t.app, 'POST', '/api/auth/sign-up', { payload: { email, password: PASSWORD } });
  const response = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
  return cookiePair(response.headers['set-cookie']);
}

async function documentOfA() {
  const response = await upload(t.app, fixtures.world.master, {
    filename: 'fixture.txt',
    content: 'Fixture',
  });
  return response.json().id as string;
}

/** A Donor Data document of organisation A, filed by its master admin. */
async function donorDocumentOfA(fields: Record<string, string> = {}) {
  const response = await upload(
    t.app,
    fixtures.world.master,
    { filename: 'Pledge Ledger.csv', content: DONOR_CSV },
    { category: 'Donor Data', ...fields },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** A contribution batch of organisation A, inserted as the batch routes would make it. */
async function batchOfA() {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into contribution_batches (organization_id, name, received_date, expected_count, expected_total_cents)
        values (${fixtures.world.organizationA}, 'Sunday 9:00', '2026-11-22', 0, 0) returning id`,
  );
  return (row as { id: string }).id;
}

/** A 1x1 PNG, as a check's image. */
function checkImageUpload() {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const body = multipartBody({}, { filename: 'check.png', content: png, contentType: 'image/png' });
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

function logoUpload(): Request {
  const body = multipartBody(
    {},
    { filename: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>' },
  );
  return {
    url: '/api/organizations/logo',
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  };
}

/** A donor file of organisation A, previewed by its master admin and waiting for its merge. */
function previewedImportOfA() {
  return previewDonorFile(t.app, fixtures.world.master, 'giving.csv', DONOR_CSV);
}

/** A donor file of organisation A, merged by its master admin. */
async function mergedImportOfA() {
  const previewed = await previewedImportOfA();
  return (await mergeDonorImport(t.app, fixtures.world.master, previewed.importId)).importId;
}

/** A count sheet of one gift: $1.00 of loose cash. */
const BATCH_SHEET = {
  name: 'Sunday 9:00, Nov 22 2026',
  receivedDate: '2026-11-22',
  expectedCount: 1,
  expectedTotalCents: 100,
  expectedCashCents: 100,
  expectedCheckCents: null,
};
const looseCash = (amountCents: number) => ({
  donor: { kind: 'anonymous' },
  method: 'cash',
  giftDate: '2026-11-22',
  allocations: [{ fund: '', amountCents }],
});

/** A fund of organisation A's list, written as an admin's would be. */
async function fundOfA() {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into funds (organization_id, name) values (${fixtures.world.organizationA}, ${`Fund ${++sequence}`})
        returning id`,
  );
  return (row as { id: string }).id;
}

const CAMPAIGN = { description: null, startDate: '2026-01-01', endDate: '2026-12-31', goalCents: null };
const PLEDGE = { amountCents: 10_000, frequency: 'monthly', startDate: '2026-01-01', endDate: '2026-12-31' };

/** A donor of organisation A, written as an import would. */
async function donorOfA() {
  const key = `donor ${++sequence}`;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into donors (organization_id, donor_key, first_name, last_name)
        values (${fixtures.world.organizationA}, ${key}, 'Donor', ${key}) returning id`,
  );
  return (row as { id: string }).id;
}

/** A campaign of organisation A over 2026, of one fund of its list, without pledges. */
async function campaignOfA() {
  const fundId = await fundOfA();
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into campaigns (organization_id, name, start_date, end_date)
        values (${fixtures.world.organizationA}, ${`Campaign ${++sequence}`}, '2026-01-01', '2026-12-31') returning id`,
  );
  const id = (row as { id: string }).id;
  await t.database.db.execute(
    sql`insert into campaign_funds (organization_id, campaign_id, fund_id) values (${fixtures.world.organizationA}, ${id}, ${fundId})`,
  );
  return { id, fundId };
}

/** A donor's pledge to a campaign of organisation A. */
async function pledgeOfA() {
  const { id: campaignId } = await campaignOfA();
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into pledges (organization_id, campaign_id, donor_id, amount_cents, start_date, end_date)
        values (${fixtures.world.organizationA}, ${campaignId}, ${await donorOfA()}, 10000, '2026-01-01', '2026-12-31')
        returning id`,
  );
  return (row as { id: string }).id;
}

/** A pledge file of organisation A read as one row naming a new donor of A, for a new campaign. */
async function pledgeImportOfA(status: 'previewed' | 'imported') {
  const { id: campaignId } = await campaignOfA();
  const [donor] = await queryRows<{ donor_key: string }>(
    t.database.db,
    sql`select donor_key from donors where id = ${await donorOfA()}`,
  );
  const giver = { name: donor?.donor_key, email: '', envelope: '', pledgedBy: null };
  const row = {
    line: 2,
    giver,
    campaign: '',
    amountCents: 10000,
    startDate: null,
    endDate: null,
    frequency: null,
  };
  const contents = { rows: [row], refusals: [], rowsRead: 1 };
  const [imported] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into pledge_imports (organization_id, file_name, campaign_id, contents, status)
        values (${fixtures.world.organizationA}, 'pledges.csv', ${campaignId}, ${JSON.stringify(contents)}::jsonb, ${status})
        returning id`,
  );
  return (imported as { id: string }).id;
}

/** An open batch of organisation A, made by its master admin. */
async function openBatchOfA() {
  const response = await call(t.app, 'POST', '/api/batches', {
    cookie: fixtures.world.master.cookie,
    payload: BATCH_SHEET,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch.id as string;
}

/** A gift of $1.00 in the batch, entered by the master admin. */
async function giftOfA(batchId: string) {
  const response = await call(t.app, 'POST', `/api/batches/${batchId}/gifts`, {
    cookie: fixtures.world.master.cookie,
    payload: looseCash(100),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().gift.id as string;
}

/** A balanced batch of A whose gift the counter entered (and left), so any admin may commit it. */
async function balancedBatchOfA() {
  const batchId = await openBatchOfA();
  const { counter } = fixtures.world;
  const response = await call(t.app, 'POST', `/api/batches/${batchId}/gifts`, {
    cookie: counter.cookie,
    payload: looseCash(100),
  });
  expect(response.statusCode, response.body).toBe(201);
  await call(t.app, 'DELETE', `/api/batches/${batchId}/presence`, { cookie: counter.cookie });
  return { batchId, giftId: response.json().gift.id as string };
}

async function committedBatchOfA() {
  const batch = await balancedBatchOfA();
  const response = await call(t.app, 'POST', `/api/batches/${batch.batchId}/commit`, {
    cookie: fixtures.world.master.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return batch;
}

/** A committed batch of A with a reversal of its first gift waiting, proposed by a former member. */
async function waitingAdjustmentOfA() {
  const { batchId, giftId } = await committedBatchOfA();
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into batch_adjustments (organization_id, batch_id, gift_id, reason)
        values (${fixtures.world.organizationA}, ${batchId}, ${giftId}, 'Counted twice') returning id`,
  );
  return { batchId, adjustmentId: (row as { id: string }).id };
}

/** A deposited batch of A that a former member asked to reopen. */
async function reopenRequestedOfA() {
  const { batchId } = await committedBatchOfA();
  await t.database.db.execute(sql`
    update contribution_batches set status = 'deposited', deposit_date = '2026-11-23', deposited_at = now(),
      reopen_requested_at = now(), reopen_request_reason = 'A check was entered twice'
    where id = ${batchId}`);
  return batchId;
}

async function integrationOfA() {
  const response = await call(t.app, 'POST', '/api/integrations', {
    cookie: fixtures.world.master.cookie,
    payload: integration,
  });
  return response.json().key as string;
}

async function versionOf(documentId: string) {
  const response = await call(t.app, 'GET', `/api/documents/${documentId}`, {
    cookie: fixtures.world.master.cookie,
  });
  return response.json().version as number;
}

/** A passkey of the spare member (stored as registration would store it), for the others to reach for. */
async function passkeyOfSpare() {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into passkeys (user_id, credential_id, public_key, device_type, name)
        values (${fixtures.spare.id}, ${`credential-${++sequence}`}, 'AA', 'singleDevice', 'Spare key') returning id`,
  );
  return (row as { id: string }).id;
}

async function pendingInvitationOfA() {
  const response = await call(t.app, 'POST', '/api/invitations', {
    cookie: fixtures.world.master.cookie,
    payload: { email: unique('to-cancel'), role: 'user' },
  });
  return response.json().invitation.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const world = await buildWorld(t.app, 'perm');
  const spare = await acceptInvitation(
    t.app,
    await invite(t.app, world.master, 'spare@a.example.org', 'user'),
    'spare@a.example.org',
  );
  fixtures = { world, spare, documentId: '', donorDocumentId: '', integrationKey: '', batchId: '' };
  await seedFunds(t.database.db, world.organizationA);
  await seedFunds(t.database.db, world.organizationB);
  fixtures.documentId = await documentOfA();
  fixtures.donorDocumentId = await donorDocumentOfA({ tags: 'pledges, worship', expiryDate: '2099-12-31' });
  fixtures.integrationKey = await integrationOfA();
  fixtures.batchId = await openBatchOfA();
}, 60_000);
afterAll(() => t.close());
// Clear All Data (DELETE /api/donors) takes the organisation's batches with it: the batch routes
// after it need an open batch again.
beforeEach(async () => {
  const [kept] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from contribution_batches where id = ${fixtures.batchId} and status = 'open'`,
  );
  if (!kept) fixtures.batchId = await openBatchOfA();
});

describe('route permissions', () => {
  it('has an entry for every API route the server registers', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, routeCase] of Object.entries(ROUTES)) {
    it(route, async () => {
      const actual: Partial<Expected> = {};
      for (const caller of CALLERS) {
        const response = await send(route, await routeCase.request(fixtures, caller), caller);
        actual[caller] = response.statusCode;
      }
      expect(actual).toEqual(routeCase.expected);
    });
  }
});

describe('route permissions on Donor Data documents (fundraising data: spec 001 §6)', () => {
  it('has a row for every route that lists, reads or changes documents', () => {
    const documentRoutes = [...t.app.apiRoutes].filter((route) =>
      /^[A-Z]+ \/api\/(documents|dashboard|email)\b/.test(route),
    );
    const covered = new Set(Object.keys(DONOR_DATA_ROUTES).map((key) => key.replace(/ \(.*\)$/, '')));
    expect(documentRoutes.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const [route, routeCase] of Object.entries(DONOR_DATA_ROUTES)) {
    it(route, async () => {
      const actual: Partial<Record<Caller, Outcome>> = {};
      for (const caller of CALLERS) {
        const response = await send(route, await routeCase.request(fixtures), caller);
        actual[caller] =
          routeCase.lists && response.statusCode === 200
            ? response.body.includes(fixtures.donorDocumentId)
              ? 'shown'
              : 'hidden'
            : response.statusCode;
      }
      expect(actual).toEqual(routeCase.expected);
    });
  }
});

/** Calls the route of `route` ("METHOD /path ...") as `caller`; a refusal must always say why. */
async function send(route: string, request: Request, caller: Caller) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const cookie = 'cookie' in request ? request.cookie : actorOf(caller)?.cookie;
  const response = await call(t.app, method, request.url, {
    ...(cookie ? { cookie } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
  });
  if (response.statusCode === 403) {
    expect(response.json().error.message.length).toBeGreaterThan(0);
  }
  return response;
}
