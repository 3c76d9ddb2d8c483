import type { RegisterModule } from '@/platform/module';
import { sendReminderDigests } from './service';

/** Renewal and filing reminders: a background job, no routes. */
export const register: RegisterModule = async (_app, { db, mailer, config, schedule }) => {
  schedule.add({
    name: 'renewal reminders',
    intervalMs: 60 * 60_000,
    firstAfterMs: 60_000,
    run: () => sendReminderDigests(db, mailer, { origin: config.publicUrl?.origin ?? null }),
  });
};
