import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, login, type ManualClock } from './test-app';
import type { FuzzRequest } from './fuzz-request';

/** A token signed with another key: well-formed, never issued by this server. */
const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmVkLXdpdGgtYW5vdGhlci1rZXktYWx0b2dldGhlcg';

/**
 * Sends generated requests through the whole Fastify pipeline (`inject`), as a guest, as the demo member, or with a
 * forged token. Fuzzed requests may sign the member out (logout, refresh, a password change) or pause their
 * sign-in: the caller signs in again when the member's token stops working, moving the clock past any pause.
 */
export class FuzzCaller {
  private token: string | null = null;
  sent = 0;
  /** How many answers each status had, for the run's summary. */
  readonly statuses = new Map<number, number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly clock: ManualClock,
    private readonly userAccount: string,
  ) {}

  private async memberToken(): Promise<string> {
    for (let attempt = 0; this.token === null; attempt += 1) {
      try {
        this.token = await login(this.app, this.userAccount);
      } catch (error) {
        if (attempt >= 3) throw error;
        this.clock.advanceSeconds(24 * 3600);
      }
    }
    return this.token;
  }

  async send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const auth =
      request.caller === 'member'
        ? bearer(await this.memberToken())
        : request.caller === 'forged-token'
          ? bearer(FORGED_TOKEN)
          : {};
    const response = await this.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...auth },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    this.sent += 1;
    this.statuses.set(response.statusCode, (this.statuses.get(response.statusCode) ?? 0) + 1);
    if (request.caller === 'member' && response.statusCode === 401) this.token = null;
    return response;
  }
}

/** `200×812 400×6120 …`, by status. */
export function statusSummary(statuses: ReadonlyMap<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}
