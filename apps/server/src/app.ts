import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import { APP_VERSION, PRODUCT_NAME } from '@steward/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@/db/client';
import * as accounts from '@/modules/accounts/module';
import * as audit from '@/modules/audit/module';
import * as batches from '@/modules/batches/module';
import * as campaigns from '@/modules/campaigns/module';
import * as departments from '@/modules/departments/module';
import * as documents from '@/modules/documents/module';
import * as donorImports from '@/modules/donor-imports/module';
import * as donors from '@/modules/donors/module';
import * as email from '@/modules/email/module';
import * as giving from '@/modules/giving/module';
import * as insights from '@/modules/insights/module';
import * as invitations from '@/modules/invitations/module';
import * as members from '@/modules/members/module';
import * as oauth from '@/modules/oauth/module';
import * as operations from '@/modules/operations/module';
import * as organizations from '@/modules/organizations/module';
import * as reminders from '@/modules/reminders/module';
import * as security from '@/modules/security/module';
import * as sso from '@/modules/sso/module';
import * as statements from '@/modules/statements/module';
import * as system from '@/modules/system/module';
import { registerAuthentication } from '@/platform/authentication';
import { registerCsrfProtection } from '@/platform/csrf';
import { registerErrorHandler } from '@/platform/error-handler';
import { FileLinkSigner } from '@/platform/file-links';
import { type LogOptions, withRedactedErrors } from '@/platform/log-redaction';
import { Mailer } from '@/platform/mail/mailer';
import type { ModuleDeps } from '@/platform/module';
import { PdfRenderer } from '@/platform/pdf';
import {
  defaultResponseSerialization,
  type ResponseSerialization,
  responseSerializerCompiler,
} from '@/platform/response-serializer';
import { Schedule } from '@/platform/scheduler';
import { registerSecurityHeaders } from '@/platform/security-headers';
import { sessionCookie } from '@/platform/session/cookie';
import { createStorage } from '@/platform/storage/create-storage';
import { sweepStorageGarbage } from '@/platform/storage/garbage';
import type { Storage } from '@/platform/storage/storage';
import { registerWebApp } from '@/platform/web-app';
import type { Config } from './config';

/** Every module, in the order their routes are registered. */
const MODULES = [
  system,
  accounts,
  security,
  sso,
  organizations,
  members,
  invitations,
  audit,
  documents,
  email,
  operations,
  departments,
  oauth,
  giving,
  donors,
  donorImports,
  statements,
  batches,
  campaigns,
  insights,
  reminders,
];

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Defaults to the storage the config names (S3 or local disk). */
  storage?: Storage;
  /** Tests pass false to keep their output clean. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to compiled under NODE_ENV=production, validated otherwise (platform/response-serializer). */
  responses?: ResponseSerialization;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends email through the outbox; main starts its retry sweep. */
    mailer: Mailer;
    /** Where document bytes live; main seeds the demo into it. */
    storage: Storage;
    /** The background jobs of the platform and the modules; main starts them. */
    schedule: Schedule;
    /**
     * Every API route as "METHOD /path": the permission test checks each has an entry in its
     * table, so a new route cannot ship without a decision about who may call it.
     */
    apiRoutes: string[];
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** The server's log: the configured level, and never a cookie or a credential header. */
export function logOptions(config: Config): LogOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
}

/** Builds the whole server without listening, so tests can call it through `app.inject`. */
export async function buildApp({
  config,
  database,
  logger,
  storage = createStorage(config),
  responses = defaultResponseSerialization(),
}: AppDependencies) {
  if (!config.appSecret)
    throw new Error('APP_SECRET must be set before building the app (see ensureAppSecret)');
  const app = Fastify({
    // Whatever options a caller gives, a failed statement's values never reach the log.
    logger:
      logger === false ? false : withRedactedErrors(typeof logger === 'object' ? logger : logOptions(config)),
    trustProxy: config.trustProxy,
    // Signed file links carry their grant (key, name, type) in the path.
    routerOptions: { maxParamLength: 4096 },
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(responses));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', () => database.close());
  registerErrorHandler(app);

  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    // One file per upload request, its form fields before it.
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });

  const mailer = new Mailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    storage,
  });
  app.addHook('onClose', () => mailer.stop());
  // Shared by every module that prints (statements, a batch's report and deposit slip), so there
  // is one set of threads. Hooks on the app close last-added first: the modules' jobs stop before it.
  const pdf = new PdfRenderer({ limits: config.pdfRendering, log: app.log });
  app.addHook('onClose', () => pdf.close());
  const schedule = new Schedule();
  schedule.add({
    name: 'storage garbage',
    intervalMs: 10 * 60_000,
    firstAfterMs: 30_000,
    run: () => sweepStorageGarbage(database.db, storage, app.log),
  });
  app.decorate('mailer', mailer);
  app.decorate('storage', storage);
  app.decorate('schedule', schedule);

  const cookie = sessionCookie(config);
  registerCsrfProtection(app, config);
  await registerAuthentication(app, database, cookie);

  const deps: ModuleDeps = {
    config: { ...config, appSecret: config.appSecret },
    database,
    db: database.db,
    storage,
    mailer,
    links: new FileLinkSigner(config.appSecret, config.appSecretPrevious),
    sessionCookie: cookie,
    schedule,
    pdf,
  };
  for (const module of MODULES) await module.register(app, deps);
  await registerWebApp(app);
  return app;
}
