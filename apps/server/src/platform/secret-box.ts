import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encryption at rest for credentials Steward must be able to read back (OAuth client secrets and
 * tokens): AES-256-GCM from Node's crypto, a fresh 96-bit IV per value, and a key derived from
 * APP_SECRET with HKDF for one purpose. The associated data names where a value belongs (for
 * instance the organisation and provider), so a ciphertext copied into another row does not open.
 * Changing APP_SECRET makes every sealed value unreadable: rotate by re-sealing.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'steward', `secret box ${VERSION}: ${purpose}`, 32));
  }

  /** `v1.{iv}.{ciphertext}.{tag}`, base64url parts. */
  seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext; throws when the value was altered, belongs elsewhere, or was sealed with another key. */
  open(sealed: string, associatedData: string): string {
    const [version, iv, ciphertext, tag, extra] = sealed.split('.');
    if (version !== VERSION || !iv || ciphertext === undefined || !tag || extra !== undefined) {
      throw new Error('Not a sealed value');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
