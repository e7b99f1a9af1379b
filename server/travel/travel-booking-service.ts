import { randomBytes } from 'node:crypto';
import type { Locale } from '@domain/locale/locale';
import { declareActingAgent } from '../auth/acting-agent';
import { formatPoints } from '@domain/format/format-points';
import { eliteTravelBonus } from '@domain/redemption/travel-bonus';
import type { Pool } from 'pg';
import type { TokenService, TravelLoginAs } from '../auth/token-service';
import { currentLoginAsAccess } from '../auth/login-as-grant';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { requestHash, runIdempotent } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { findCardMembership } from '../members/card-membership';
import { findMemberById } from '../members/member-repository';
import { placeRedemptionOrder } from '../redemptions/redemption-order';
import { findConversionRate } from '../transactions/transaction-repository';

const DAY_MS = 86_400_000;

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

export type BookingOutcome =
  | { kind: 'booked'; reference: string; offer: TravelOffer; points: number; bonus: number; balance: number }
  | { kind: 'expired' }
  | { kind: 'refused'; reason: 'insufficient-points' | 'card-not-active' | 'unknown-offer' };

/**
 * Bookings of the sandbox travel partner and vacation site (decisions §3):
 * what the partner would send the programme when a member books with
 * points. A booking is an order of one TRAV (flights) or TPPV (hotels, cars,
 * packages) item, so it shows in the itineraries, debited once per attempt
 * (the form's attempt id is the Idempotency-Key); an Elite card gets 20% of
 * the points back (spec §9), a 'bonus' ledger entry keyed to the order.
 */
export class TravelBookingService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
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
    // Uses of expired handoffs can no longer matter (with a margin for nodes whose clocks differ): pruned as new ones come.
    await this.pool.query("DELETE FROM partner_session_handoff_use WHERE expires_at < $1::timestamptz - interval '10 minutes'", [now]);
    const { rowCount } = await this.pool.query(
      'INSERT INTO partner_session_handoff_use (nonce, used_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (nonce) DO NOTHING',
      [nonce, now, new Date(Number(expires))],
    );
    if (rowCount !== 1) return null;
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

  async book(input: { session: string | undefined; offerCode: string; attempt: string; locale: Locale }): Promise<BookingOutcome> {
    const claims = this.readSession(input.session);
    if (!claims) return { kind: 'expired' };
    const offer = TRAVEL_OFFERS.find((candidate) => candidate.code === input.offerCode);
    if (!offer) return { kind: 'refused', reason: 'unknown-offer' };
    const member = await findMemberById(this.pool, claims.memberId);
    if (!member) return { kind: 'expired' };
    // An admin's booking needs their login-as session and grant alive now, as every store request does (item 6).
    if (claims.loginAs && (await currentLoginAsAccess(this.pool, claims.loginAs.sessionId, this.clock.now())) !== 'write') {
      return { kind: 'expired' };
    }
    const attempt = /^[A-Za-z0-9_-]{8,64}$/.test(input.attempt) ? input.attempt : `${offer.code}-${this.clock.now().getTime()}`;
    try {
      const answer = await runIdempotent<BookingOutcome>(
        this.pool,
        {
          memberId: member.id,
          key: `travel-booking:${attempt}`,
          hash: requestHash('POST', '/sandbox/travel-partner/book', { offer: offer.code, account: claims.accountId }),
        },
        async (client) => {
          // The partner books for the member the travel token was issued to, by the admin who got it if one did.
          await declareActingAgent(client, {
            memberId: member.id,
            adminId: claims.loginAs?.adminId ?? null,
            loginAsSessionId: claims.loginAs?.sessionId ?? null,
          });
          const card = await findCardMembership(client, member.id, claims.accountId);
          if (!card) throw ApiError.notFound('No such card for this member.');
          if (card.status !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled.');
          const { rows } = await client.query<{ tier: string }>(
            'SELECT cp.tier FROM account a JOIN card_product cp ON cp.id = a.card_product_id WHERE a.id = $1',
            [claims.accountId],
          );
          const bonus = eliteTravelBonus(offer.points, rows[0]?.tier ?? '');
          const now = this.clock.now();
          const start = new Date(now.getTime() + offer.startsInDays * DAY_MS).toISOString().slice(0, 10);
          const end = new Date(now.getTime() + (offer.startsInDays + offer.days) * DAY_MS).toISOString().slice(0, 10);
          const traveller = [{ first_name: member.firstName, last_name: member.lastName }];
          const t = input.locale === 'fr-CA';
          const placed = await placeRedemptionOrder(client, {
            member,
            adminId: claims.loginAs?.adminId ?? null,
            accountId: claims.accountId,
            locale: input.locale,
            now,
            kind: offer.productType,
            channel: offer.productType === 'flight' ? 'TRAV' : 'TPPV',
            name: offer.name,
            points: offer.points,
            conversionRate: await findConversionRate(client, claims.accountId),
            productId: null,
            payload: {
              product_type: offer.productType,
              booking_status: 'confirmed',
              item_number: `${offer.productType.slice(0, 3).toUpperCase()}-${now.getTime().toString(36).toUpperCase()}`,
              origin: offer.origin,
              destination: offer.destination,
              start_date: start,
              end_date: end,
              [offer.productType === 'hotel' ? 'guests' : offer.productType === 'car' ? 'drivers' : 'passengers']: traveller,
              partner: offer.site === 'vacation' ? 'sandbox-vacations' : 'sandbox-travel',
              elite_bonus_points: bonus,
            },
            consents: {},
            status: 'confirmed',
            referencePrefix: 'T',
            email: {
              facts: [[t ? 'Points utilisés' : 'Points used', formatPoints(offer.points, input.locale)]],
              expectation:
                bonus > 0
                  ? t
                    ? `En tant que titulaire de carte Élite, vous récupérez ${formatPoints(bonus, input.locale)} (20 %) en crédit voyage, porté à votre relevé dans un délai de 48 à 72 heures.`
                    : `As an Elite cardholder you get ${formatPoints(bonus, input.locale)} (20%) back as a travel statement credit, posted within 48 to 72 hours.`
                  : null,
            },
          });
          if (bonus > 0) {
            await client.query(
              `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key, occurred_at, recorded_at)
               VALUES ($1, 'bonus', $2, $3, 'travel_bonus', $4, $5, $6, $6)`,
              [
                claims.accountId,
                bonus,
                `Elite travel bonus: ${placed.reference}`,
                String(placed.orderId),
                `order:${placed.orderId}:elite-travel-bonus`,
                now,
              ],
            );
          }
          return {
            statusCode: 201,
            body: { kind: 'booked', reference: placed.reference, offer, points: offer.points, bonus, balance: placed.balance + bonus },
          };
        },
      );
      this.mail.kick();
      return answer.body;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_POINTS') return { kind: 'refused', reason: 'insufficient-points' };
      if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_ACTIVE') return { kind: 'refused', reason: 'card-not-active' };
      if (error instanceof ApiError && error.statusCode === 404) return { kind: 'expired' };
      throw error;
    }
  }
}
