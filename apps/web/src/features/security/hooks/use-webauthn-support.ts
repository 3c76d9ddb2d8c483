import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';

/** Whether this browser can make passkeys at all (asked once: it does not change while the page is open). */
export function useWebAuthnSupport(): boolean {
  const [supported] = useState(browserSupportsWebAuthn);
  return supported;
}
