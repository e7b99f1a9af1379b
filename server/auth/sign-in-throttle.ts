import type { Pool } from 'pg';
import { clientAddressThrottleKey } from '@rewards-storefront/domain/auth/client-address-throttle-key';
import {
  CLIENT_ADDRESS_SIGN_IN_THROTTLE,
  decideAddressReservation,
  decideBackOff,
  decideSignInAttempt,
  IN_FLIGHT_ATTEMPT_SECONDS,
  SIGN_IN_THROTTLE,
  signInThrottleKey,
  stricterSignInDecision,
  type AddressReservationDecision,
  type BackOffPolicy,
  type SignInThrottleDecision,
  type SignInThrottlePolicy,
} from '@rewards-storefront/domain/auth/sign-in-throttle';
import { ApiError } from '../http/api-error';
import type { Clock } from '../clock';
import { AddressWaiters } from './address-waiters';
import { signInBusy } from './password-check-pool';
import { SignInAdmission, type SignInAdmissionLimits } from './sign-in-admission';
import { clearSignInAttempts, discardAttempts, markAttemptFailed, reserveAddressAttempt, reserveAttempts } from './sign-in-attempt-repository';

const ALLOWED: SignInThrottleDecision = { allowed: true };

/** Rows are kept as long as the longest window needs them (registration back-off: an hour). */
export const ATTEMPT_ROWS_KEPT_SECONDS = 3600;

/** How long an attempt waits for its address's in-flight checks before it is told the store is busy. */
const ADDRESS_WAIT_MS = 15_000;

/**
 * This node's share of attempts at once: two per address (the hashing pool
 * checks about as many at once on a small machine; more only queue at the
 * address's lock), four doing database work, of the pool's ten connections.
 */
export const DEFAULT_SIGN_IN_ADMISSION: SignInAdmissionLimits = { perAddress: 2, perNode: 4 };

/** What the check of a guarded attempt gets: the address key, for the hashing queue's fairness. */
export interface GuardedCheck {
  addressKey: string | null;
}

/**
 * The limits in front of every password check (store sign-in, the sandbox's
 * online banking and admin console, password change) and of the other
 * guessable doors (registration checks, password-reset requests). Every
 * attempt is written to PostgreSQL before it is checked, so concurrent
 * attempts count against each other on every API node, and refused ones are
 * answered 429 with Retry-After before any password is hashed.
 */
export class SignInThrottle {
  /** This node's attempts waiting for an address's in-flight checks, woken one per finished check. */
  private readonly waiters = new AddressWaiters();
  private readonly admission: SignInAdmission;

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
    private readonly addressPolicy: SignInThrottlePolicy = CLIENT_ADDRESS_SIGN_IN_THROTTLE,
    admissionLimits: SignInAdmissionLimits = DEFAULT_SIGN_IN_ADMISSION,
  ) {
    this.admission = new SignInAdmission(admissionLimits, () => this.clock.now().getTime());
  }

  /** {@link guardKey} for the account `userAccount` of `scope`. */
  async guard<T>(
    scope: string,
    userAccount: string,
    check: (context: GuardedCheck) => Promise<T | null>,
    clientAddress?: string,
  ): Promise<T | null> {
    return this.guardKey(signInThrottleKey(scope, userAccount), check, clientAddress);
  }

  /**
   * Runs `check` (which answers null for wrong credentials) unless the
   * account key (given, or looked up once the attempt is admitted) or the
   * client address is paused: then 429
   * TOO_MANY_SIGN_IN_ATTEMPTS, nothing hashed.
   *
   * Account: every attempt counts from before its check (5 per window); a
   * success clears the account's count. Address (when given): the attempt is
   * reserved in flight before its check; a failure keeps it (30 per window),
   * a success gives it back. While failures and in-flight checks together
   * fill the address's limit, further attempts wait for a place (members
   * behind one office address are queued, never refused for each other),
   * at most {@link ADDRESS_WAIT_MS}, then 429 SIGN_IN_BUSY. An attempt whose
   * check never ran (the hashing queue was full) does not count.
   */
  async guardKey<T>(
    accountKey: string | (() => Promise<string>),
    check: (context: GuardedCheck) => Promise<T | null>,
    clientAddress?: string,
  ): Promise<T | null> {
    const addressKey = clientAddress === undefined ? null : clientAddressThrottleKey(clientAddress);
    const deadline = Date.now() + ADDRESS_WAIT_MS;
    this.refuseIfPausedHere(addressKey);
    const leave = await this.admission.enterAddress(addressKey, deadline);
    if (leave === null) throw signInBusy(1);
    try {
      // It may have been paused while this attempt queued.
      this.refuseIfPausedHere(addressKey);
      // A key found by queries (the member, their device) is looked up only once admitted, within the node's share.
      const key = typeof accountKey === 'string' ? accountKey : await this.atNode(deadline, accountKey);
      return await this.guardedAttempt(key, addressKey, deadline, check);
    } finally {
      leave();
    }
  }

  private async guardedAttempt<T>(
    accountKey: string,
    addressKey: string | null,
    deadline: number,
    check: (context: GuardedCheck) => Promise<T | null>,
  ): Promise<T | null> {
    for (;;) {
      const now = this.clock.now();
      const { accountRow, accountDecision, address } = await this.atNode(deadline, async () => {
        const reservation = await reserveAttempts(this.pool, {
          keys: [{ key: accountKey, inFlight: false }],
          now,
          keptSeconds: ATTEMPT_ROWS_KEPT_SECONDS,
        });
        const accountDecision = decideSignInAttempt(
          (reservation.others.get(accountKey) ?? []).map((row) => row.attemptedAt),
          now,
          this.policy,
        );
        const address =
          addressKey === null
            ? { decision: ALLOWED as AddressReservationDecision, id: null }
            : await reserveAddressAttempt(this.pool, {
                key: addressKey,
                now,
                admit: (rows) => {
                  const decision = this.addressDecision(rows, now);
                  return { decision, reserve: decision.allowed && accountDecision.allowed };
                },
              });
        return { accountRow: reservation.ids.get(accountKey) as string, accountDecision, address };
      });
      const addressDecision = address.decision;
      if ('wait' in addressDecision && accountDecision.allowed) {
        await discardAttempts(this.pool, [accountRow]);
        if (Date.now() >= deadline) throw signInBusy(1);
        await this.waiters.wait(addressKey as string, deadline);
        continue;
      }
      const decision = stricterSignInDecision(accountDecision, 'wait' in addressDecision ? ALLOWED : addressDecision);
      if (!decision.allowed) {
        await discardAttempts(this.pool, address.id === null ? [accountRow] : [accountRow, address.id]);
        // The address is paused: everyone waiting on it is refused too, at once, and later ones without a query.
        if (!addressDecision.allowed && !('wait' in addressDecision) && addressKey !== null) {
          this.admission.pause(addressKey, addressDecision.retryAfterSeconds);
          this.waiters.wakeAll(addressKey);
        }
        throw ApiError.tooManySignInAttempts(decision.retryAfterSeconds);
      }
      const ids = address.id === null ? [accountRow] : [accountRow, address.id];
      const addressRow = address.id ?? undefined;
      let result: T | null;
      try {
        result = await check({ addressKey });
      } catch (error) {
        // Never checked (the hashing queue was full) or failed before knowing: it must not count.
        await discardAttempts(this.pool, ids);
        this.waiters.wake(addressKey);
        throw error;
      }
      if (result !== null) {
        await clearSignInAttempts(this.pool, accountKey);
        if (addressRow !== undefined) await discardAttempts(this.pool, [addressRow]);
      } else if (addressRow !== undefined) await markAttemptFailed(this.pool, addressRow);
      this.waiters.wake(addressKey);
      return result;
    }
  }

  /**
   * Back-off instead of a lockout (registration checks): each key (a card,
   * a client address) counts its failures, in-flight checks included, and
   * an attempt that comes before its wait is over is answered 429 with the
   * wait, unchecked. A success clears the first key's failures (the card's)
   * and gives the others back their place.
   */
  async backOff<T>(keys: readonly { key: string; policy: BackOffPolicy }[], check: () => Promise<T | null>): Promise<T | null> {
    const now = this.clock.now();
    const reservation = await this.atNode(Date.now() + ADDRESS_WAIT_MS, () =>
      reserveAttempts(this.pool, {
        keys: keys.map(({ key }) => ({ key, inFlight: true })),
        now,
        keptSeconds: ATTEMPT_ROWS_KEPT_SECONDS,
      }),
    );
    const ids = [...reservation.ids.values()];
    const decision = keys.reduce<SignInThrottleDecision>(
      (stricter, { key, policy }) =>
        stricterSignInDecision(
          stricter,
          decideBackOff(
            (reservation.others.get(key) ?? []).map((row) => row.attemptedAt),
            now,
            policy,
          ),
        ),
      ALLOWED,
    );
    if (!decision.allowed) {
      await discardAttempts(this.pool, ids);
      throw ApiError.tooManySignInAttempts(decision.retryAfterSeconds);
    }
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      await discardAttempts(this.pool, ids);
      throw error;
    }
    if (result !== null) {
      const [first] = keys;
      if (first) await clearSignInAttempts(this.pool, first.key);
      await discardAttempts(this.pool, ids);
    } else {
      for (const id of ids) await markAttemptFailed(this.pool, id);
    }
    return result;
  }

  /**
   * Requests that always count (password-reset requests) from one client
   * address: 429 with Retry-After once `policy.maxAttempts` fall within the
   * window; a refused request is not counted.
   */
  async countRequest(clientAddress: string, scope: string, policy: SignInThrottlePolicy): Promise<void> {
    const key = `${scope}@${clientAddressThrottleKey(clientAddress)}`;
    const now = this.clock.now();
    const reservation = await this.atNode(Date.now() + ADDRESS_WAIT_MS, () =>
      reserveAttempts(this.pool, { keys: [{ key, inFlight: false }], now, keptSeconds: ATTEMPT_ROWS_KEPT_SECONDS }),
    );
    const decision = decideSignInAttempt(
      (reservation.others.get(key) ?? []).map((row) => row.attemptedAt),
      now,
      policy,
    );
    if (!decision.allowed) {
      await discardAttempts(this.pool, [...reservation.ids.values()]);
      throw ApiError.tooManySignInAttempts(decision.retryAfterSeconds);
    }
  }

  /**
   * Sandbox only (the support console's sign-in drill): this node holds
   * every sign-in place of `clientAddress` for `seconds`, as checks in
   * flight would; its attempts wait and are answered 429 SIGN_IN_BUSY when
   * their wait ends. Nothing is counted and no other address is touched.
   */
  drillAddress(clientAddress: string, seconds: number): Promise<void> {
    return this.admission.drill(clientAddressThrottleKey(clientAddress), Date.now() + seconds * 1000);
  }

  /** Ends the address's drill at once. */
  endAddressDrill(clientAddress: string): void {
    this.admission.endDrill(clientAddressThrottleKey(clientAddress));
  }

  /** Starts the account's count again (after its member proved who they are another way, e.g. a password reset). */
  async clear(scope: string, userAccount: string): Promise<void> {
    await clearSignInAttempts(this.pool, signInThrottleKey(scope, userAccount));
  }

  /** Refuses at once, with no query, an attempt from an address this node saw paused. */
  private refuseIfPausedHere(addressKey: string | null): void {
    if (addressKey === null) return;
    const pausedFor = this.admission.pausedFor(addressKey);
    if (pausedFor > 0) throw ApiError.tooManySignInAttempts(pausedFor);
  }

  /** `work` (database reservations) within this node's share of the connection pool; busy after the deadline. */
  private async atNode<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    const leave = await this.admission.enterNode(deadline);
    if (leave === null) throw signInBusy(1);
    try {
      return await work();
    } finally {
      leave();
    }
  }

  private addressDecision(rows: readonly { attemptedAt: Date; inFlight: boolean }[], now: Date) {
    const staleBefore = now.getTime() - IN_FLIGHT_ATTEMPT_SECONDS * 1000;
    const failures = rows.filter((row) => !row.inFlight || row.attemptedAt.getTime() <= staleBefore).map((row) => row.attemptedAt);
    return decideAddressReservation(failures, rows.length - failures.length, now, this.addressPolicy);
  }
}
