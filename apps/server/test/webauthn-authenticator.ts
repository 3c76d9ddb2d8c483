import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { TEST_ORIGIN } from './app';

// Authenticator data flags (WebAuthn §6.1).
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

type Cbor = Parameters<typeof isoCBOR.encode>[0];

/**
 * A software passkey for API tests: a P-256 key made with node:crypto that answers the server's
 * WebAuthn options as a browser and an authenticator would together (a 'none' attestation at
 * registration, ES256 signatures over authenticatorData + SHA-256(clientDataJSON) at sign-in), so
 * the tests exercise @simplewebauthn/server's real checks without a browser. Each answer can be
 * bent the way an attacker or a broken device would (another origin, no user verification, an
 * older counter).
 */
export class SoftwareAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(32));
  /** Signatures made so far; the counter the next one carries unless a test says otherwise. */
  counter = 0;
  /** The user handle the server gave at registration (returned at a passwordless sign-in). */
  userHandle: string | null = null;
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x as string)],
        [-3, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );
  }

  /** navigator.credentials.create() for these options, as @simplewebauthn/browser returns it. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    bend: { origin?: string; challenge?: string } = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const credentialId = isoBase64URL.toBuffer(this.credentialId);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(options.rp.id as string, USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL),
      Buffer.alloc(16), // AAGUID: none
      length,
      credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() for these options: signs the challenge with the next counter. */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    bend: { origin?: string; counter?: number; userVerified?: boolean; credentialId?: string } = {},
  ): AuthenticationResponseJSON {
    this.counter = bend.counter ?? this.counter + 1;
    const flags = USER_PRESENT | (bend.userVerified === false ? 0 : USER_VERIFIED);
    const authenticatorData = this.authenticatorData(options.rpId as string, flags);
    const clientDataJSON = clientData('webauthn.get', options.challenge, bend.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([
        authenticatorData,
        createHash('sha256').update(isoBase64URL.toBuffer(clientDataJSON)).digest(),
      ]),
      this.privateKey,
    );
    const id = bend.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authenticatorData(rpId: string, flags: number): Uint8Array<ArrayBuffer> {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return new Uint8Array(
      Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), counter]),
    );
  }
}

function clientData(type: string, challenge: string, origin = TEST_ORIGIN): string {
  return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}
