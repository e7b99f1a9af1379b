import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { TokenService, TravelLoginAs } from '../auth/token-service';
import type { Clock } from '../clock';
import { recordHandoffUse } from './partner-handoff-repository';

/** What the sandbox travel partner and vacation site sell (decisions §3), in points. */
export interface TravelOffer {
  code: string;
  site: 'travel' | 'vacation';
  productType: 'flight' | 'hotel' | 'car' | 'package';
  name: readonly [en: string, fr: string];
  points: number;
  origin: string | null;
  destination: string;
  /** Days from the booking to the trip, and its length. */
  startsInDays: number;
  days: number;
}

export const TRAVEL_OFFERS: readonly TravelOffer[] = [
  {
    code: 'flight-yul-yvr',
    site: 'travel',
    productType: 'flight',
    name: ['Flight Montréal (YUL) – Vancouver (YVR)', 'Vol Montréal (YUL) – Vancouver (YVR)'],
    points: 32_000,
    origin: 'YUL',
    destination: 'YVR',
    startsInDays: 30,
    days: 7,
  },
  {
    code: 'hotel-quebec',
    site: 'travel',
    productType: 'hotel',
    name: ['Hotel in Québec City, 2 nights', 'Hôtel à Québec, 2 nuits'],
    points: 24_000,
    origin: null,
    destination: 'Québec, QC',
    startsInDays: 21,
    days: 2,
  },
  {
    code: 'car-calgary',
    site: 'travel',
    productType: 'car',
    name: ['Car rental in Calgary, 5 days', 'Location de voiture à Calgary, 5 jours'],
    points: 12_000,
    origin: 'Calgary, AB',
    destination: 'Calgary, AB',
    startsInDays: 14,
    days: 5,
  },
  {
    code: 'package-banff',
    site: 'vacation',
    productType: 'package',
    name: ['Banff ski week, flight and hotel', 'Semaine de ski à Banff, vol et hôtel'],
    points: 68_000,
    origin: 'YYZ',
    destination: 'Banff, AB',
    startsInDays: 60,
    days: 7,
  },
  {
    code: 'package-cancun',
    site: 'vacation',
    productType: 'package',
    name: ['Cancún all-inclusive, 7 nights', 'Cancún tout compris, 7 nuits'],
    points: 95_000,
    origin: 'YUL',
    destination: 'Cancún, MX',
    startsInDays: 75,
    days: 7,
  },
];

/** A partner session lasts 30 minutes after the store's 2-minute token opened it. */
const PARTNER_SESSION_MS = 30 * 60_000;
const SESSION_PURPOSE = 'travel-partner-session';
/** The one-time value that carries a partner session through an address: good once, for 2 minutes. */
const HANDOFF_MS = 2 * 60_000;
const HANDOFF_PURPOSE = 'travel-partner-session-handoff';

/**
 * Who a partner session books for, as a segment of its value: `m` for the
 * member themselves, `<admin id>~<login-as session id>` for an admin acting
 * for them (issue 22 item 4: the booking records the admin as the agent).
 */
const AGENT_SEGMENT = '(m|[0-9]{1,15}~[0-9a-f-]{36})';

/** A handoff: member, card, agent, expiry, nonce, MAC. */
const HANDOFF_PATTERN = new RegExp(`^([0-9]{1,15})\\.([0-9]{1,15})\\.${AGENT_SEGMENT}\\.([0-9]{1,15})\\.([A-Za-z0-9_-]{16,64})\\.([A-Za-z0-9_-]{10,100})$`);
/** A partner session: member, card, agent, expiry, MAC. */
const SESSION_PATTERN = new RegExp(`^([0-9]{1,15})\\.([0-9]{1,15})\\.${AGENT_SEGMENT}\\.([0-9]{1,15})\\.([A-Za-z0-9_-]{10,100})$`);

function agentSegment(loginAs: TravelLoginAs | null): string {
  return loginAs ? `${loginAs.adminId}~${loginAs.sessionId}` : 'm';
}

function loginAsOf(segment: string): TravelLoginAs | null {
  if (segment === 'm') return null;
  const [adminId, sessionId] = segment.split('~') as [string, string];
  return { adminId: Number(adminId), sessionId };
}

/** An open partner session: the member, the card, and the admin acting for the member, if any. */
export interface PartnerSession {
  memberId: number;
  accountId: number;
  loginAs: TravelLoginAs | null;
}

/** Why the partner could not take a trip to the store's checkout: its session ended, or it no longer offers the trip. */
export type BookingOutcome = { kind: 'expired' } | { kind: 'refused'; reason: 'unknown-offer' };

/**
 * The sessions of the sandbox travel partner and vacation site (decisions
 * §3): the store's 2-minute token opens a 30-minute partner session, in
 * which the member chooses a trip; the partner then sends them back to the
 * store, which books it through POST /member/ascenda/checkout
 * (TravelPartnerService) with the member's own session.
 */
export class TravelBookingService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  /** A partner session from the store's token, or null when the token does not verify. */
  async openSession(token: string | undefined): Promise<string | null> {
    try {
      const claims = await this.tokens.verifyTravel(token ?? '', this.clock.now());
      const value = `${claims.memberId}.${claims.accountId}.${agentSegment(claims.loginAs)}.${this.clock.now().getTime() + PARTNER_SESSION_MS}`;
      return `${value}.${this.tokens.mac(SESSION_PURPOSE, value)}`;
    } catch {
      return null;
    }
  }

  /**
   * A one-time handoff of a new partner session, from the store's token, for
   * an address (which logs, history and proxies keep): null when the token
   * does not verify. `redeemHandoff` turns it into the session once.
   */
  async openHandoff(token: string | undefined): Promise<string | null> {
    try {
      const claims = await this.tokens.verifyTravel(token ?? '', this.clock.now());
      const nonce = randomBytes(18).toString('base64url');
      const value = `${claims.memberId}.${claims.accountId}.${agentSegment(claims.loginAs)}.${this.clock.now().getTime() + HANDOFF_MS}.${nonce}`;
      return `${value}.${this.tokens.mac(HANDOFF_PURPOSE, value)}`;
    } catch {
      return null;
    }
  }

  /**
   * The partner session a handoff carries, the first time only: its use is
   * recorded (partner_session_handoff_use), so the same value read from a log
   * later opens nothing. Null for a forged, expired or used handoff.
   */
  async redeemHandoff(handoff: string | undefined): Promise<string | null> {
    const match = HANDOFF_PATTERN.exec(handoff ?? '');
    if (!match) return null;
    const [, memberId, accountId, agent, expires, nonce, mac] = match as unknown as [string, string, string, string, string, string, string];
    if (!this.tokens.verifyMac(HANDOFF_PURPOSE, `${memberId}.${accountId}.${agent}.${expires}.${nonce}`, mac)) return null;
    const now = this.clock.now();
    if (Number(expires) < now.getTime()) return null;
    if (!(await recordHandoffUse(this.pool, nonce, now, new Date(Number(expires))))) return null;
    const value = `${memberId}.${accountId}.${agent}.${now.getTime() + PARTNER_SESSION_MS}`;
    return `${value}.${this.tokens.mac(SESSION_PURPOSE, value)}`;
  }

  /** The member, card and acting admin of a partner session still open, or null. */
  readSession(session: string | undefined): PartnerSession | null {
    const match = SESSION_PATTERN.exec(session ?? '');
    if (!match) return null;
    const [, memberId, accountId, agent, expires, mac] = match as unknown as [string, string, string, string, string, string];
    if (!this.tokens.verifyMac(SESSION_PURPOSE, `${memberId}.${accountId}.${agent}.${expires}`, mac)) return null;
    if (Number(expires) < this.clock.now().getTime()) return null;
    return { memberId: Number(memberId), accountId: Number(accountId), loginAs: loginAsOf(agent) };
  }
}
