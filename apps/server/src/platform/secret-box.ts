import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * APP_SECRET first, then each APP_SECRET_PREVIOUS once; listing the current secret among the old
 * ones must not make a current value look old.
 */
export function secretsInOrder(appSecret: string, previousSecrets: readonly string[]): string[] {
  return [...new Set([appSecret, ...previousSecrets])];
}

/**
 * Encryption at rest for credentials Steward must be able to read back (OAuth client secrets and
 * tokens): AES-256-GCM from Node's crypto, a fresh 96-bit IV per value, and a key derived from
 * APP_SECRET with HKDF for one purpose. The associated data names where a value belongs (for
 * instance the organisation and provider), so a ciphertext copied into another row does not open.
 *
 * Rotation: values are always sealed with APP_SECRET's key, and open with it or with the key of any
 * APP_SECRET_PREVIOUS, so changing APP_SECRET breaks nothing while the old one is listed;
 * `reseal` (run by `npm run rotate-secret`) moves stored values to the current key so the old
 * secret can then be dropped.
 */
export class SecretBox {
  /** The current key first. */
  private readonly keys: Buffer[];

  /** `previousSecrets`: APP_SECRET_PREVIOUS, accepted for opening, never used for sealing. */
  constructor(appSecret: string, purpose: string, previousSecrets: readonly string[] = []) {
    this.keys = secretsInOrder(appSecret, previousSecrets).map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'steward', `secret box ${VERSION}: ${purpose}`, 32)),
    );
  }

  /** `v1.{iv}.{ciphertext}.{tag}`, base64url parts. */
  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0] as Buffer, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext; throws when the value was altered, belongs elsewhere, or was sealed with an unknown key. */
  open(sealed: string, associatedData: string): string {
    return this.openWithKeyIndex(sealed, associatedData).plaintext;
  }

  /**
   * The value sealed again with the current key, or null when it already is. Throws like `open`
   * when no known key opens it: such a value can only be replaced (re-entered, reconnected).
   */
  reseal(sealed: string, associatedData: string): string | null {
    const { plaintext, keyIndex } = this.openWithKeyIndex(sealed, associatedData);
    return keyIndex === 0 ? null : this.seal(plaintext, associatedData);
  }

  private openWithKeyIndex(sealed: string, associatedData: string) {
    const [version, iv, ciphertext, tag, extra] = sealed.split('.');
    if (version !== VERSION || !iv || ciphertext === undefined || !tag || extra !== undefined) {
      throw new Error('Not a sealed value');
    }
    for (const [keyIndex, key] of this.keys.entries()) {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        const plaintext = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
        return { plaintext, keyIndex };
      } catch {
        // GCM's tag check failed for this key: try the next one.
      }
    }
    throw new Error(
      'Cannot open the sealed value: altered, stored elsewhere, or sealed with an unknown APP_SECRET',
    );
  }
}

/**
 * The one box of the OAuth credentials (client secrets, PKCE verifiers, tokens); the associated
 * data keeps each value in its place. The app and the re-seal must derive the same key.
 */
export function oauthCredentialsBox(appSecret: string, previousSecrets: readonly string[] = []): SecretBox {
  return new SecretBox(appSecret, 'oauth credentials and tokens', previousSecrets);
}
