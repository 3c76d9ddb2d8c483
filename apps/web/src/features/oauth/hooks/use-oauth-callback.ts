import type { OAuthCallbackRequest } from '@steward/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCompleteOAuthCallback } from '../api/complete-oauth-callback';

/** The query parameters a provider may send back, passed on only when present. */
const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

function callbackParams(search: URLSearchParams): OAuthCallbackRequest {
  const params: OAuthCallbackRequest = {};
  for (const key of CALLBACK_PARAMS) {
    const value = search.get(key);
    if (value !== null) params[key] = value;
  }
  return params;
}

/** Takes the code and state out of the address bar, so they stay neither in history nor in a shared link. */
function stripCallbackParams(): void {
  const url = new URL(window.location.href);
  const before = url.search;
  for (const key of CALLBACK_PARAMS) url.searchParams.delete(key);
  if (url.search === before) return;
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Hands the provider's answer to the server exactly once. The state is single-use on the server, so a
 * second request (React StrictMode runs effects twice in development) would fail the connection.
 */
export function useOAuthCallback(providerId: string) {
  const [search] = useSearchParams();
  const complete = useCompleteOAuthCallback();
  const started = useRef(false);
  const { mutate } = complete;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = callbackParams(search);
    stripCallbackParams();
    mutate({ providerId, params });
  }, [mutate, providerId, search]);

  return complete;
}
