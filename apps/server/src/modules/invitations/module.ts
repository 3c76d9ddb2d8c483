import type { RegisterModule } from '@/platform/module';
import { invitationsRoutes } from './routes';

/** Inviting people by email, and accepting an invitation (spec 000 §2 Accept invitation). */
export const register: RegisterModule = async (app, { db, mailer, config, sessionCookie }) => {
  await app.register(invitationsRoutes(db, mailer, config, sessionCookie));
};
