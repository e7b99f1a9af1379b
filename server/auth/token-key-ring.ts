import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignJWT, JWSHeaderParameters } from 'jose';
import type { SigningKey } from './signing-keys';
import { InvalidTokenError } from './token-claims';

/** A signing key ready for use: its raw bytes (for MACs) and its WebCrypto key. */
interface LoadedKey {
  readonly id: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly cryptoKey: Promise<CryptoKey>;
}

/**
 * The configured HS256 keys: the first signs, every key verifies, so a new
 * key is added, then made first, and the old one removed once its tokens
 * have expired, without signing anyone out.
 */
export class TokenKeyRing {
  private readonly keys: readonly LoadedKey[];

  /** `keys` from configuration (the first signs); a plain string is one key with the id "default" (tests, tools). */
  constructor(keys: string | readonly SigningKey[]) {
    const list = typeof keys === 'string' ? [{ id: 'default', secret: keys }] : keys;
    if (list.length === 0) throw new Error('TokenService needs at least one signing key');
    // The key is imported into WebCrypto once: given raw bytes, jose imports
    // them again on every call, which showed as a sixth of the CPU of a
    // member request under load.
    this.keys = list.map((key) => {
      const bytes = new TextEncoder().encode(key.secret);
      return {
        id: key.id,
        bytes,
        cryptoKey: globalThis.crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
      };
    });
  }

  /** The id of the key new tokens are signed with. */
  get signingKeyId(): string {
    return this.signingKey.id;
  }

  private get signingKey(): LoadedKey {
    return this.keys[0]!;
  }

  /** The key a token's header names; an unknown or missing `kid` matches none (the token is refused). */
  readonly keyFor = async (header: JWSHeaderParameters): Promise<CryptoKey> => {
    const key = this.keys.find((candidate) => candidate.id === header.kid);
    if (!key) throw new InvalidTokenError('invalid');
    return key.cryptoKey;
  };

  async sign(jwt: SignJWT): Promise<string> {
    const key = this.signingKey;
    return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id }).sign(await key.cryptoKey);
  }

  /** A keyed hash of a value for one purpose, under the signing key. */
  mac(purpose: string, value: string): string {
    return macWith(this.signingKey.bytes, purpose, value);
  }

  /** Constant-time comparison of a presented value with {@link mac}, under any listed key (a rotation keeps open forms good). */
  verifyMac(purpose: string, value: string, presented: string): boolean {
    const actual = Buffer.from(presented);
    let matched = false;
    for (const key of this.keys) {
      const expected = Buffer.from(macWith(key.bytes, purpose, value));
      if (expected.length === actual.length && timingSafeEqual(expected, actual)) matched = true;
    }
    return matched;
  }
}

function macWith(key: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('base64url');
}
