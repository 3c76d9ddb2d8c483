import { Secret, TOTP } from 'otpauth';
import type { CDPSession, Page } from 'playwright-core';

/**
 * The code an authenticator app would show for `secret` (base32, as the security page shows it),
 * `steps` time steps from now: the test reads the secret off the page and computes codes as a
 * phone would.
 */
export function authenticatorCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Milliseconds until the authenticator shows its next code (waiting past a step boundary). */
export function untilNextStep(): number {
  return 30_000 - (Date.now() % 30_000) + 250;
}

/**
 * A platform authenticator with resident keys and user verification, through Chromium's DevTools
 * protocol (WebAuthn.addVirtualAuthenticator): passkeys without hardware. It lives as long as the
 * page's CDP session.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

/** The credentials the virtual authenticator holds. */
export async function storedCredentials(authenticator: { cdp: CDPSession; id: string }) {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.id,
  });
  return credentials;
}
