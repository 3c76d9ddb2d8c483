import type { DonorImportPreview, DonorMergeResult } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from './multipart';
import { type Actor, call } from './world';

/** Uploads a donor CSV for its preview (POST /api/donors/imports), which must be accepted. */
export async function previewDonorFile(
  app: FastifyInstance,
  actor: Actor,
  filename: string,
  content: string,
): Promise<DonorImportPreview> {
  const body = multipartBody({}, { filename, content, contentType: 'text/csv' });
  const response = await call(app, 'POST', '/api/donors/imports', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Merges a previewed file, with the detected columns or the mapping given; it must succeed. */
export async function mergeDonorImport(
  app: FastifyInstance,
  actor: Actor,
  importId: string,
  mapping?: Record<string, number | null>,
): Promise<DonorMergeResult> {
  const response = await call(app, 'POST', `/api/donors/imports/${importId}/merge`, {
    cookie: actor.cookie,
    payload: mapping ? { mapping } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Uploads a donor CSV and merges it as the screen does when every column is recognised. */
export async function importDonorFile(app: FastifyInstance, actor: Actor, filename: string, content: string) {
  const previewed = await previewDonorFile(app, actor, filename, content);
  return mergeDonorImport(app, actor, previewed.importId);
}
