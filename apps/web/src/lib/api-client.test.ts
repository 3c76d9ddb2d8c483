import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/api-mock';
import { ApiError, api, DEFAULT_ERROR_MESSAGE, errorMessage } from './api-client';

describe('api client', () => {
  it('sends the CSRF header, JSON body and same-origin credentials on POST', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { id: 1 } } });

    await expect(api.post('/api/things', { name: 'a' })).resolves.toEqual({ id: 1 });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Steward-CSRF')).toBe('1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe(JSON.stringify({ name: 'a' }));
  });

  it('sends the CSRF header on a POST without a body, but no Content-Type', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/sign-out': { status: 204 } });

    await expect(api.post('/api/auth/sign-out')).resolves.toBeUndefined();

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('X-Steward-CSRF')).toBe('1');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('does not send the CSRF header on GET', async () => {
    const fetchMock = mockApi({ 'GET /api/app-info': { body: { version: '2.1.0' } } });

    await api.get('/api/app-info');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('X-Steward-CSRF')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
  });

  it('throws ApiError with the status, code and message from the server', async () => {
    mockApi({ 'POST /api/auth/sign-in': apiError(401, 'unauthorized', 'Invalid email or password') });

    const error = await api
      .post('/api/auth/sign-in', { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e as ApiError);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Invalid email or password' });
  });

  it('falls back to the default message when the error body is not the API shape', async () => {
    mockApi({ 'GET /api/broken': { status: 502, body: '<html>Bad gateway</html>' } });

    const error = await api.get('/api/broken').catch((e: unknown) => e as ApiError);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'internal', message: DEFAULT_ERROR_MESSAGE });
  });

  it('keeps the answer of a refusal that carries more than a message, such as the warnings of a gift', async () => {
    const answer = {
      error: 'Please check this gift',
      warnings: [{ kind: 'unusual_amount', message: 'Unusual' }],
    };
    mockApi({ 'POST /api/batches/b/gifts': { status: 409, body: answer } });

    const error = await api.post('/api/batches/b/gifts', {}).catch((e: unknown) => e as ApiError);

    expect(error).toMatchObject({ status: 409, code: 'conflict', payload: answer });
  });

  it('turns a network failure into an ApiError with a readable message', async () => {
    mockApi({
      'GET /api/app-info': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = (await api.get('/api/app-info').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/unable to reach the server/i);
  });

  it("gives the caller's fallback when the server had no message of its own", async () => {
    mockApi({
      'GET /api/broken': { status: 502, body: '<html>Bad gateway</html>' },
      'GET /api/refused': apiError(409, 'conflict', 'Already a member'),
    });

    const broken = await api.get('/api/broken').catch((e: unknown) => e);
    const refused = await api.get('/api/refused').catch((e: unknown) => e);

    expect(errorMessage(broken, 'Unknown error')).toBe('Unknown error');
    expect(errorMessage(broken)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage(refused, 'Unknown error')).toBe('Already a member');
    expect(errorMessage(new Error('Boom'), 'Unknown error')).toBe('Boom');
  });
});
