import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are self-describing strings, so the cost can be raised later
 * without invalidating stored hashes:
 *   scrypt$N=16384,r=8,p=5$<salt base64url>$<hash base64url>
 */
export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/**
 * One of OWASP's equivalent scrypt settings (N=2^14, r=8, p=5 is as strong as
 * N=2^17, p=1) chosen for its 16 MiB of memory per sign-in instead of 128 MiB,
 * so concurrent sign-ins cannot exhaust a small server's memory.
 */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { N: 16_384, r: 8, p: 5, keyLength: 64 };

const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    N: parameters.N,
    r: parameters.r,
    p: parameters.p,
    // Node's default 32 MiB cap is exactly 128*N*r for N=2^15; leave headroom for stronger settings.
    maxmem: 256 * parameters.N * parameters.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, parameters.keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, parameters);
  return `scrypt$N=${parameters.N},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  const keyBuffer = Buffer.from(key ?? '', 'base64url');
  const parameters = { N: Number(n), r: Number(r), p: Number(p), keyLength: keyBuffer.length };
  // Refuse parameters no hash of ours would carry, so a tampered row cannot make sign-in burn memory.
  if (parameters.N > 2 ** 20 || parameters.r > 32 || parameters.p > 16 || keyBuffer.length < 16) return null;
  return { parameters, salt: Buffer.from(salt ?? '', 'base64url'), key: keyBuffer };
}

/**
 * A hash of a password nobody knows, verified when the account does not exist
 * or has no password, so the answer takes as long as for a real account.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoyHash;
}

/**
 * Constant-time check of a password against a stored hash. With `stored`
 * null (unknown user) it still does the full work and answers false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return verifyPasswordWith(scrypt, decoy, password, stored);
}

/** How a check derives its key: scrypt on libuv's pool (seeds, scripts) or on the sign-in threads (server/auth/password-check-pool.ts). */
export type DeriveKey = (password: string, salt: Buffer, parameters: ScryptParameters) => Promise<Buffer>;

/** {@link verifyPassword} with the derivation and the decoy given: one derivation per call, whatever `stored` is. */
export async function verifyPasswordWith(
  derive: DeriveKey,
  decoyHash: () => Promise<string>,
  password: string,
  stored: string | null,
): Promise<boolean> {
  const parsed = parseHash(stored ?? (await decoyHash())) ?? parseHash(await decoyHash());
  if (!parsed) throw new Error('the decoy password hash does not parse');
  const candidate = await derive(password, parsed.salt, parsed.parameters);
  return timingSafeEqual(candidate, parsed.key) && stored !== null && parseHash(stored) !== null;
}

/** {@link hashPassword} with the derivation given. */
export async function hashPasswordWith(derive: DeriveKey, password: string, parameters: ScryptParameters): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters);
  return `scrypt$N=${parameters.N},r=${parameters.r},p=${parameters.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A random password's hash at `parameters`, for checks of unknown users to do the same work as real ones. */
export function newDecoyHash(derive: DeriveKey, parameters: ScryptParameters): Promise<string> {
  return hashPasswordWith(derive, randomBytes(18).toString('base64url'), parameters);
}
