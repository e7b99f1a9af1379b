import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError, SIGN_IN_BUSY } from '../http/api-error';
import type { ScryptParameters } from './password-hasher';

/**
 * The worker's whole code: scrypt, synchronously, on its own thread. Kept as
 * plain JavaScript (no loader, no build step) so tests, tsx and a bundled
 * server start it alike; it needs nothing but node:crypto.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.options);
    parentPort.postMessage({ id: job.id, key });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
});
`;

/** Which queue a check waits in: `trusted` (a known device, a signed-in member) is served first. */
export type CheckLane = 'trusted' | 'open';

export interface DerivationRequest {
  password: string;
  salt: Buffer;
  parameters: ScryptParameters;
  lane: CheckLane;
  /** The client address's throttle key: open checks are served round-robin by address. */
  addressKey?: string | null;
}

export interface PasswordCheckPoolOptions {
  /** Hashing threads (PASSWORD_HASH_THREADS); default half the cores, at least 1. */
  threads?: number;
  /** Checks that may wait for a thread (PASSWORD_HASH_QUEUE); more are refused with 429 SIGN_IN_BUSY. */
  queueLimit?: number;
}

/** Half the cores, at least one: the other half serves the event loop, compression, files and PostgreSQL. */
export function defaultHashThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

export const DEFAULT_HASH_QUEUE_LIMIT = 64;

interface Job {
  id: number;
  request: DerivationRequest;
  resolve: (key: Buffer) => void;
  reject: (error: unknown) => void;
}

/** What a busy pool answers: 429 at once, with a wait long enough for the queue to drain. */
export function signInBusy(retryAfterSeconds: number): ApiError {
  return new ApiError(429, SIGN_IN_BUSY, 'Many sign-ins are being checked right now. Please try again in a few seconds.', {
    data: { retry_after_seconds: retryAfterSeconds },
    retryAfterSeconds,
  });
}

/**
 * scrypt on a few dedicated worker threads instead of libuv's pool (which
 * also compresses answers and reads files): a flood of sign-ins can take
 * these threads, never the ones the store's pages need. Checks wait in a
 * bounded queue; a full queue answers 429 SIGN_IN_BUSY at once rather
 * than letting waits grow. Trusted checks (a member's known device, a
 * signed-in member) are served before open ones; open ones round-robin by
 * client address, and when the queue is full a newcomer takes the place of
 * the newest check of the address holding the most, so one flooding
 * address cannot crowd everyone else out.
 */
export class PasswordCheckPool {
  readonly threads: number;
  readonly queueLimit: number;
  /** scrypt derivations handed to a thread so far (tests and the benchmark read it). */
  derivationsStarted = 0;
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly trusted: Job[] = [];
  /** Open checks per address key, in arrival order; the map's order is the round-robin's. */
  private readonly open = new Map<string, Job[]>();
  private openCount = 0;
  private nextId = 1;
  /** A running estimate of one derivation, for Retry-After. */
  private averageMs = 150;
  private closed = false;

  constructor(options: PasswordCheckPoolOptions = {}) {
    this.threads = options.threads ?? defaultHashThreads();
    this.queueLimit = options.queueLimit ?? DEFAULT_HASH_QUEUE_LIMIT;
  }

  /** Checks waiting for a thread. */
  get queued(): number {
    return this.trusted.length + this.openCount;
  }

  derive(request: DerivationRequest): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the password check pool is closed'));
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = { id: this.nextId++, request, resolve, reject };
      if (this.idle.length > 0 || this.workers.length < this.threads) {
        this.start(job);
        return;
      }
      if (this.queued >= this.queueLimit && !this.makeRoom(job)) {
        reject(signInBusy(this.retryAfterSeconds()));
        return;
      }
      this.enqueue(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...this.trusted, ...[...this.open.values()].flat()];
    this.trusted.length = 0;
    this.open.clear();
    this.openCount = 0;
    for (const job of waiting) job.reject(new Error('the password check pool is closed'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.queued * this.averageMs) / this.threads / 1000));
  }

  private addressOf(job: Job): string {
    return job.request.addressKey ?? '';
  }

  private enqueue(job: Job): void {
    if (job.request.lane === 'trusted') {
      this.trusted.push(job);
      return;
    }
    const key = this.addressOf(job);
    const queue = this.open.get(key);
    if (queue) queue.push(job);
    else this.open.set(key, [job]);
    this.openCount += 1;
  }

  /** Full queue: a trusted check, or an open one from an address holding fewer than the biggest, evicts that one's newest. */
  private makeRoom(job: Job): boolean {
    let biggestKey: string | null = null;
    let biggest = 0;
    for (const [key, queue] of this.open) {
      if (queue.length > biggest) {
        biggest = queue.length;
        biggestKey = key;
      }
    }
    if (biggestKey === null) return false;
    const mine = job.request.lane === 'trusted' ? 0 : (this.open.get(this.addressOf(job))?.length ?? 0);
    if (mine + 1 >= biggest) return false;
    const queue = this.open.get(biggestKey) as Job[];
    const evicted = queue.pop() as Job;
    if (queue.length === 0) this.open.delete(biggestKey);
    this.openCount -= 1;
    evicted.reject(signInBusy(this.retryAfterSeconds()));
    return true;
  }

  private take(): Job | undefined {
    const trusted = this.trusted.shift();
    if (trusted) return trusted;
    const first = this.open.entries().next();
    if (first.done === true) return undefined;
    const [key, queue] = first.value;
    const job = queue.shift() as Job;
    this.open.delete(key);
    // The address goes to the back of the round-robin with what it has left.
    if (queue.length > 0) this.open.set(key, queue);
    this.openCount -= 1;
    return job;
  }

  private worker(): Worker {
    const idle = this.idle.pop();
    if (idle) return idle;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => this.finished(worker, message));
    worker.on('error', (error) => this.failed(worker, error));
    this.workers.push(worker);
    return worker;
  }

  private start(job: Job): void {
    const worker = this.worker();
    this.running.set(worker, job);
    this.derivationsStarted += 1;
    const { password, salt, parameters } = job.request;
    const startedAt = performance.now();
    (job as Job & { startedAt?: number }).startedAt = startedAt;
    worker.postMessage({
      id: job.id,
      password: password.normalize('NFKC'),
      salt,
      keyLength: parameters.keyLength,
      options: {
        N: parameters.N,
        r: parameters.r,
        p: parameters.p,
        maxmem: 256 * parameters.N * parameters.r + 1024 * 1024,
      },
    });
  }

  private finished(worker: Worker, message: { id: number; key?: Uint8Array; error?: string }): void {
    const job = this.running.get(worker);
    this.running.delete(worker);
    if (job) {
      const startedAt = (job as Job & { startedAt?: number }).startedAt ?? performance.now();
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - startedAt);
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
    }
    this.next(worker);
  }

  private failed(worker: Worker, error: unknown): void {
    this.running.get(worker)?.reject(error);
    this.running.delete(worker);
    this.workers.splice(this.workers.indexOf(worker), 1);
    const job = this.take();
    if (job) this.start(job);
  }

  private next(worker: Worker): void {
    if (this.closed) return;
    const job = this.take();
    if (job) {
      this.idle.push(worker);
      this.start(job);
    } else this.idle.push(worker);
  }
}
