import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '@/platform/module';

export function policyRoutes(_deps: ModuleDeps) {
  return async (_fastify: FastifyInstance) => {};
}
