import type { AppInfo, Role, SessionResponse } from '@steward/domain';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

function reply({ status = 200, body, headers }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stands in for the server: routes are keyed "METHOD /path". Unknown calls answer 404 in the API's
 * error shape. Returns the fetch mock so tests can inspect the requests.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const rawUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(rawUrl, 'http://localhost').pathname;
    const route = routes[`${method} ${path}`];
    if (!route) {
      return reply({
        status: 404,
        body: { error: { code: 'not_found', message: `No mock for ${method} ${path}` } },
      });
    }
    const request: MockRequest = {
      method,
      path,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    return reply(typeof route === 'function' ? await route(request) : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function apiError(status: number, code: string, message: string): MockReply {
  return { status, body: { error: { code, message } } };
}

export const APP_INFO: AppInfo = {
  version: '2.1.0',
  demoMode: false,
  environment: null,
  demoCredentials: null,
  maxUploadBytes: 100 * 1024 * 1024,
  services: { aiAssistant: false, economicData: false, weather: false, email: false },
  ssoProviders: [],
  ssoProviderNames: {},
};

/** A server with a mail server (SMTP_URL) set. */
export const MAIL_APP_INFO: AppInfo = { ...APP_INFO, services: { ...APP_INFO.services, email: true } };

export const DEMO_APP_INFO: AppInfo = {
  version: '2.1.0',
  demoMode: true,
  environment: 'demo',
  demoCredentials: { email: 'demo@steward.test', password: 'demo-password' },
  maxUploadBytes: 100 * 1024 * 1024,
  services: { aiAssistant: false, economicData: false, weather: false, email: false },
  ssoProviders: [],
  ssoProviderNames: {},
};

export function sessionFor(role: Role | null, overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    user: { id: '11111111-1111-4111-8111-111111111111', email: 'pat@grace.test', fullName: 'Pat Jones' },
    organization: role
      ? { id: '22222222-2222-4222-8222-222222222222', name: 'Grace Church', logoUpdatedAt: null }
      : null,
    role,
    isCounter: false,
    ...overrides,
  };
}

/** The two calls every screen makes, signed in as `session` (null: signed out). */
export function baseRoutes(
  session: SessionResponse | null,
  appInfo: AppInfo = APP_INFO,
): Record<string, Route> {
  return {
    'GET /api/app-info': { body: appInfo },
    'GET /api/auth/session': session
      ? { body: session }
      : apiError(401, 'unauthorized', 'Authentication required'),
  };
}
