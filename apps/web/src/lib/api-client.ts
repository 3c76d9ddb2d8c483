import type { ErrorCode, ErrorResponse } from '@steward/domain';

/** The fallback text when the server gives no usable message (spec 000 §8: default "An error occurred"). */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** Shown when a request never got an answer (offline, server down, connection cut). */
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

/** Every failed API call throws this: the HTTP status, the server's code and its user-facing message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    /** The record in the way of a conflict, when the server names it (a donor who has the name). */
    readonly existingId?: string,
    /** The answer's JSON as sent, for a call whose refusal carries more than a message (a gift's warnings). */
    readonly payload?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error thrown by a call; `fallback` when the server gave no usable one. */
export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError && error.message === DEFAULT_ERROR_MESSAGE) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a tab closed or reloaded): fetch's keepalive, with the CSRF header sendBeacon cannot carry. */
  keepalive?: boolean;
}

const SAFE_METHODS: ReadonlySet<Method> = new Set(['GET']);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The ApiError for a non-2xx answer, with the server's message when it sent one. */
export async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  // Read leniently rather than with the zod schema: a code this client does not know yet must not hide
  // the server's message from the user.
  const error = (payload as Partial<ErrorResponse> | undefined)?.error;
  if (error && typeof error.message === 'string' && error.message) {
    const code = typeof error.code === 'string' ? error.code : (STATUS_CODES[response.status] ?? 'internal');
    const existingId = typeof error.existingId === 'string' ? error.existingId : undefined;
    return new ApiError(response.status, code, error.message, existingId, payload);
  }
  const code = STATUS_CODES[response.status] ?? 'internal';
  return new ApiError(response.status, code, DEFAULT_ERROR_MESSAGE, undefined, payload);
}

/**
 * Calls the Steward API. Sends the session cookie, marks every unsafe request with the CSRF header the
 * server requires, and throws ApiError with the server's message on any non-2xx answer.
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!SAFE_METHODS.has(method)) headers['X-Steward-CSRF'] = '1';
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, body }),
};
