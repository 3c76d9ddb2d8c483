import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '@/platform/module';
import type { SignInStepCookies } from '@/platform/session/cookie';

export function passkeyRoutes(_deps: ModuleDeps, _steps: SignInStepCookies) {
  return async (_fastify: FastifyInstance) => {};
}
