import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for tests: an ES256 key pair per credential (node:crypto),
 * "none" attestation (its object in CBOR), user presence and verification always claimed. It
 * answers the options the server hands the browser with what the browser would send back, as
 * WebAuthn's JSON. Each answer's origin is the page's: a look-alike page is another origin.
 */

interface Credential {
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** User present (0x01) and verified (0x04); 0x40: a credential's data follows. */
const PRESENT_AND_VERIFIED = 0x05;
const WITH_CREDENTIAL = 0x40;

export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, Credential>();

  /** `origin`: the page the browser shows, the one its client data names. */
  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new key pair, its public key in COSE, attested as none. */
  create(options: unknown, origin = this.origin) {
    const { challenge, rp, user } = options as CreationOptions;
    const rpId = rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([PRESENT_AND_VERIFIED | WITH_CREDENTIAL]),
      uint32(0),
      Buffer.alloc(16),
      length,
      id,
      cose,
    ]);
    this.credentials.set(b64url(id), { privateKey, counter: 0, userHandle: user.id });
    const clientData = { type: 'webauthn.create', challenge, origin, crossOrigin: false };
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(JSON.stringify(clientData))),
        attestationObject: b64url(
          encodeCBOR(
            new Map<string, CBORType>([
              ['fmt', 'none'],
              ['attStmt', new Map<string, CBORType>()],
              ['authData', authData],
            ]),
          ),
        ),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): a signature over the authenticator data and the client data's
   * hash with the first allowed credential it holds. `signWith` signs with another key instead
   * (a forged answer).
   */
  get(
    options: unknown,
    { origin = this.origin, signWith }: { origin?: string; signWith?: KeyObject } = {},
  ) {
    const { challenge, rpId, allowCredentials = [] } = options as RequestOptions;
    const id = allowCredentials.map((each) => each.id).find((each) => this.credentials.has(each));
    const credential = id === undefined ? undefined : this.credentials.get(id);
    if (id === undefined || !credential) throw new Error('No credential for these options');
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId ?? new URL(origin).hostname),
      Buffer.from([PRESENT_AND_VERIFIED]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      signWith ?? credential.privateKey,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A key pair no credential of this authenticator holds: what a forger signs with. */
  static strangerKey(): KeyObject {
    return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  }
}
