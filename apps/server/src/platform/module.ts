import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config';
import type { Database, Db } from '@/db/client';
import type { FileLinkSigner } from './file-links';
import type { Mailer } from './mail/mailer';
import type { PdfRenderer } from './pdf';
import type { Schedule } from './scheduler';
import type { SessionCookie } from './session/cookie';
import type { Storage } from './storage/storage';

/** What buildApp hands every module: the configuration and the platform's shared pieces. */
export interface ModuleDeps {
  /** APP_SECRET is known by now: buildApp refuses to start without it. */
  config: Config & { appSecret: string };
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Signs the links that download stored files (local disk; S3 presigns its own). */
  links: FileLinkSigner;
  sessionCookie: SessionCookie;
  /** Background jobs; main starts them. */
  schedule: Schedule;
  /** Prints documents (statements, batch reports) in worker threads under limits. */
  pdf: PdfRenderer;
}

/**
 * The one entry point of a module (modules/<area>/module.ts exports it as `register`): it adds
 * the module's routes to the app, its jobs to the schedule, and its storage references to the
 * garbage sweep. app.ts calls each module's register in turn.
 */
export type RegisterModule = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
