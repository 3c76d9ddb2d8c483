import type { StatementSettingsInput } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Actor, call } from './world';

/** Settings a treasurer would save; a run is refused until some are saved. */
export const STATEMENT_SETTINGS = {
  legalName: 'Grace Community Church',
  ein: '12-3456789',
  address: '100 Church Lane\nSpringfield, IL 62701',
  phone: null,
  website: null,
  signerName: null,
  signerTitle: null,
  message: 'Thank you for your gifts to {organization} between {period}.',
} satisfies StatementSettingsInput;

/** Saves the organisation's statement settings (PUT /api/statements/settings); it must succeed. */
export async function saveStatementSettings(
  app: FastifyInstance,
  actor: Actor,
  settings: Partial<StatementSettingsInput> = {},
) {
  const response = await call(app, 'PUT', '/api/statements/settings', {
    cookie: actor.cookie,
    payload: { ...STATEMENT_SETTINGS, ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
}
