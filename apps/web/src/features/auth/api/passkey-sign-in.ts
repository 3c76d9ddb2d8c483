import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { type PasskeySignInRequest, SECURITY_MESSAGES, type SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '@/lib/api-client';

type PasskeySignIn = Pick<PasskeySignInRequest, 'purpose' | 'rememberDevice'>;

/**
 * A passkey: the server's challenge, the browser's own passkey dialog, then the server checks the
 * answer. `sign_in` is a passkey alone; `second_factor` finishes a pending sign-in.
 */
export async function signInWithPasskey({
  purpose,
  rememberDevice,
}: PasskeySignIn): Promise<SessionResponse> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', {
    purpose,
  });
  const response = await startAuthentication({ optionsJSON });
  return api.post<SessionResponse>('/api/auth/passkey/verify', { purpose, response, rememberDevice });
}

/** The caller adopts the session (useStartSession) once it has said what it needs to. */
export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey });
}

/** The browser's own passkey dialog was closed, or timed out, before a passkey answered. */
export const PASSKEY_CANCELLED_MESSAGE =
  'The passkey request was cancelled or timed out. Try again when you are ready.';

/**
 * What to tell the member when a passkey did not sign them in: the server's reason, or, when the
 * browser stopped first, that it was cancelled (the browser's own wording is for developers).
 */
export function passkeyErrorMessage(error: unknown): string {
  if (isApiError(error)) return errorMessage(error);
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return PASSKEY_CANCELLED_MESSAGE;
  }
  return SECURITY_MESSAGES.passkeyFailed;
}
