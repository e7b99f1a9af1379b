import { DEFAULT_SCRYPT_PARAMETERS, hashPasswordWith, newDecoyHash, verifyPasswordWith, type ScryptParameters } from './password-hasher';
import type { CheckLane, PasswordCheckPool } from './password-check-pool';

/** Where a check comes from: its lane in the pool's queue and its client address's throttle key. */
export interface CheckContext {
  lane: CheckLane;
  addressKey?: string | null;
}

/**
 * Every password the server checks or hashes while answering requests goes
 * through here, so it runs on the pool's threads and waits in its bounded
 * queue (a full queue is 429 SIGN_IN_BUSY). The decoy checked for unknown
 * users uses the parameters new passwords get, so both cost the same.
 */
export class PasswordChecks {
  private decoy: Promise<string> | undefined;

  constructor(
    readonly pool: PasswordCheckPool,
    private readonly parameters: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS,
  ) {}

  verify(password: string, stored: string | null, context: CheckContext): Promise<boolean> {
    return verifyPasswordWith(this.deriveIn(context), () => this.decoyHash(), password, stored);
  }

  hash(password: string, context: CheckContext, parameters: ScryptParameters = this.parameters): Promise<string> {
    return hashPasswordWith(this.deriveIn(context), password, parameters);
  }

  private deriveIn(context: CheckContext) {
    return (password: string, salt: Buffer, parameters: ScryptParameters) =>
      this.pool.derive({ password, salt, parameters, lane: context.lane, addressKey: context.addressKey ?? null });
  }

  private decoyHash(): Promise<string> {
    // Made once, in the trusted lane: it must not be refused for a busy queue, and it is not an attempt.
    this.decoy ??= newDecoyHash(this.deriveIn({ lane: 'trusted' }), this.parameters).catch((error: unknown) => {
      this.decoy = undefined;
      throw error;
    });
    return this.decoy;
  }
}
