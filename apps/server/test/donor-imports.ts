import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from './multipart';
import { type Actor, call } from './world';

/** Uploads a donor CSV and merges it as the screen does when every column is recognised. */
export async function importDonorFile(app: FastifyInstance, actor: Actor, filename: string, content: string) {
  const body = multipartBody({}, { filename, content, contentType: 'text/csv' });
  const previewed = await call(app, 'POST', '/api/donors/imports', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  expect(previewed.statusCode, previewed.body).toBe(200);
  const merged = await call(app, 'POST', `/api/donors/imports/${previewed.json().importId}/merge`, {
    cookie: actor.cookie,
    payload: {},
  });
  expect(merged.statusCode, merged.body).toBe(200);
  return merged.json() as { recordsAdded: number; donorsAdded: number; totalRecords: number };
}
