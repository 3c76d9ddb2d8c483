import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cookiePair, MUTATION_HEADERS } from './app';
import { multipartBody, type UploadFile } from './multipart';

/** One signed-in person in the test world, with the cookie of their session. */
export interface Actor {
  id: string;
  email: string;
  cookie: string;
}

export interface World {
  /** Organisation A: its creator, an admin and a plain user, all invited through the API. */
  master: Actor;
  admin: Actor;
  user: Actor;
  /** A user-role member of A whom the admin made a counter (enters gifts into open batches only). */
  counter: Actor;
  /** Organisation B, for isolation: its creator and a plain user. */
  otherMaster: Actor;
  otherUser: Actor;
  /** Signed up, no organisation yet. */
  loner: Actor;
  organizationA: string;
  organizationB: string;
}

export const PASSWORD = 'correct-horse';

let addressCounter = 0;
/** Each request from its own loopback address keeps the per-address limits out of the way. */
export function freshAddress() {
  addressCounter += 1;
  return `127.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; payload?: object | Buffer; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      ...MUTATION_HEADERS,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** Uploads one file as `actor`, the way the upload screen does. */
export async function upload(
  app: FastifyInstance,
  actor: Actor,
  file: UploadFile,
  fields: Record<string, string> = { category: 'Other' },
) {
  const body = multipartBody(fields, file);
  return call(app, 'POST', '/api/documents', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

async function signUpAndIn(app: FastifyInstance, email: string): Promise<Actor> {
  const created = await call(app, 'POST', '/api/auth/sign-up', { payload: { email, password: PASSWORD } });
  expect(created.statusCode, created.body).toBe(201);
  const signedIn = await call(app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { id: created.json().id, email, cookie: cookiePair(signedIn.headers['set-cookie']) };
}

async function createOrganization(app: FastifyInstance, founder: Actor, name: string) {
  const response = await call(app, 'POST', '/api/organizations', {
    cookie: founder.cookie,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().organization.id as string;
}

/** Invites `email` with `role` as `inviter`; returns the token of the link. */
export async function invite(app: FastifyInstance, inviter: Actor, email: string, role: 'user' | 'admin') {
  const response = await call(app, 'POST', '/api/invitations', {
    cookie: inviter.cookie,
    payload: { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

export async function acceptInvitation(app: FastifyInstance, token: string, email: string): Promise<Actor> {
  const response = await call(app, 'POST', '/api/invitations/accept', {
    payload: { token, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = response.json();
  return { id: session.user.id, email, cookie: cookiePair(response.headers['set-cookie']) };
}

/** Two organisations with every role, built only through the public API. */
export async function buildWorld(app: FastifyInstance, prefix = 'w'): Promise<World> {
  const master = await signUpAndIn(app, `${prefix}-master@a.example.org`);
  const organizationA = await createOrganization(app, master, 'Organisation A');
  const admin = await acceptInvitation(
    app,
    await invite(app, master, `${prefix}-admin@a.example.org`, 'admin'),
    `${prefix}-admin@a.example.org`,
  );
  const user = await acceptInvitation(
    app,
    await invite(app, admin, `${prefix}-user@a.example.org`, 'user'),
    `${prefix}-user@a.example.org`,
  );
  const counter = await acceptInvitation(
    app,
    await invite(app, admin, `${prefix}-counter@a.example.org`, 'user'),
    `${prefix}-counter@a.example.org`,
  );
  const marked = await call(app, 'PUT', `/api/members/${counter.id}/counter`, {
    cookie: admin.cookie,
    payload: { isCounter: true },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  const otherMaster = await signUpAndIn(app, `${prefix}-master@b.example.org`);
  const organizationB = await createOrganization(app, otherMaster, 'Organisation B');
  const otherUser = await acceptInvitation(
    app,
    await invite(app, otherMaster, `${prefix}-user@b.example.org`, 'user'),
    `${prefix}-user@b.example.org`,
  );
  const loner = await signUpAndIn(app, `${prefix}-loner@example.org`);
  return { master, admin, user, counter, otherMaster, otherUser, loner, organizationA, organizationB };
}
