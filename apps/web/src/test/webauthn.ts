import { vi } from 'vitest';

/** What the server answers to POST /api/auth/passkey/options (PublicKeyCredentialRequestOptionsJSON). */
export const PASSKEY_REQUEST_OPTIONS = {
  challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
  timeout: 60_000,
};

/** The id of the passkey the fake browser answers with: "passkey-1" in base64url. */
export const PASSKEY_ID = 'cGFzc2tleS0x';

function bytes(text: string): ArrayBuffer {
  return new TextEncoder().encode(text).buffer as ArrayBuffer;
}

/**
 * A browser with WebAuthn (happy-dom has none) whose passkey dialog answers with a passkey, or fails
 * with `failure` (a NotAllowedError is what browsers throw when the member cancels). Returns the
 * browser's navigator.credentials.get, to see what it was asked.
 */
export function fakeWebAuthn(failure?: DOMException) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const get = vi.fn(async (_options?: CredentialRequestOptions) => {
    if (failure) throw failure;
    return {
      id: PASSKEY_ID,
      rawId: bytes('passkey-1'),
      type: 'public-key',
      response: {
        authenticatorData: bytes('authenticator-data'),
        clientDataJSON: bytes('{"type":"webauthn.get"}'),
        signature: bytes('signature'),
        userHandle: bytes('user-1'),
      },
      getClientExtensionResults: () => ({}),
      authenticatorAttachment: 'platform',
    };
  });
  vi.spyOn(navigator, 'credentials', 'get').mockReturnValue({ get } as unknown as CredentialsContainer);
  return get;
}
