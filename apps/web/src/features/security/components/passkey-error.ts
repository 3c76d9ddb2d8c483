import { WebAuthnError } from '@simplewebauthn/browser';
import { errorMessage } from '@/lib/api-client';

const CANCELLED = 'The passkey was not added: the request was cancelled or timed out.';

/**
 * What to say when adding a passkey fails: the server's reason, or, for the browser's own refusals,
 * words a member can act on instead of a DOMException's.
 */
export function passkeyErrorMessage(error: unknown): string {
  // Browsers give NotAllowedError for a cancelled prompt, a timeout and a refused permission alike.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return CANCELLED;
  }
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return 'This device already has a passkey for your account.';
    }
    if (error.code === 'ERROR_CEREMONY_ABORTED') return CANCELLED;
    return 'This browser or device could not make a passkey. Try again or use another device.';
  }
  return errorMessage(error);
}
